package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** {@code !llvm.func<i32 (ptr, ...)>}: one result ({@code void} for none), parameters, maybe variadic. */
public record LlvmFunctionType(Type result, List<Type> params, boolean varArg) implements LlvmType {
  public LlvmFunctionType {
    params = List.copyOf(params);
  }

  public boolean returnsVoid() { return result instanceof LlvmVoidType; }

  /** The same signature as a builtin function type (no result for {@code void}), as code generation sees it. */
  public FunctionType asFunctionType() {
    return new FunctionType(params, returnsVoid() ? List.of() : List.of(result));
  }

  /** The result types of a call: none for {@code void}. */
  public List<Type> results() { return returnsVoid() ? List.of() : List.of(result); }

  @Override public String body() {
    List<String> ps = new ArrayList<>();
    for (Type t : params) ps.add(LlvmType.nested(t));
    if (varArg) ps.add("...");
    return "func<" + LlvmType.nested(result) + " (" + String.join(", ", ps) + ")>";
  }

  @Override public String toString() { return "!llvm." + body(); }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof LlvmFunctionType that
        && Objects.equals(result, that.result)
        && Objects.equals(params, that.params)
        && varArg == that.varArg;
  }

  @Override
  public int hashCode() {
    int h = Objects.hashCode(result);
    h = 31 * h + Objects.hashCode(params);
    h = 31 * h + Boolean.hashCode(varArg);
    return h;
  }
}
