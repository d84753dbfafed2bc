package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Type;
import java.util.ArrayList;
import java.util.List;

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
}
