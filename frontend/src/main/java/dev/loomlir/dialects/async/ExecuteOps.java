package dev.loomlir.dialects.async;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import java.util.List;

/** The high-level async ops: {@code async.execute} and its terminator, awaiting, and groups. */
final class ExecuteOps {
  private ExecuteOps() {}

  static List<OpDef> ops() {
    return List.of(
        OpDef.op("async.execute")
            .summary("Asynchronous execute operation")
            .variadicOperand("dependencies", AsyncTypes.TOKEN)
            .variadicOperand("bodyOperands", AsyncTypes.VALUE_OR_TOKEN)
            .result("token", AsyncTypes.TOKEN)
            .variadicResult("bodyResults", AsyncTypes.VALUE)
            .region("bodyRegion")
            // Upstream's trait is SingleBlockImplicitTerminator, but its hand-written parser never
            // inserts the yield: a missing one is an error, so no implicitTerminator() here.
            .traits(Trait.SINGLE_BLOCK, Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE,
                Trait.RECURSIVE_MEMORY_EFFECTS, Trait.REGION_BRANCH)
            .syntax(new ExecuteSyntax())
            .implement(AsmResultNames.class, ExecuteOps::executeResultNames)
            .verify(ExecuteVerifier::verifyBodyIsOneBlock)
            .verifyRegions(ExecuteVerifier::verifyRegions),
        OpDef.op("async.yield")
            .summary("terminator for Async execute operation")
            .variadicOperand("operands", Types.ANY)
            .traits(Trait.PURE, Trait.TERMINATOR, Trait.RETURN_LIKE)
            .parents("async.execute")
            .format("($operands^ `:` type($operands))? attr-dict"),
        OpDef.op("async.await")
            .summary("waits for the argument to become ready")
            .operand("operand", AsyncTypes.VALUE_OR_TOKEN)
            .optionalResult("result", Types.ANY)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand `:` custom<AwaitResultType>(type($operand), type($result)) attr-dict")
            .verify(ExecuteOps::verifyAwait),
        OpDef.op("async.create_group")
            .summary("creates an empty async group")
            .operand("size", Types.INDEX)
            .result("result", AsyncTypes.GROUP)
            .traits(Trait.PURE)
            .format("$size `:` type($result) attr-dict"),
        OpDef.op("async.add_to_group")
            .summary("adds an async token or value to the group")
            .operand("operand", AsyncTypes.VALUE_OR_TOKEN)
            .operand("group", AsyncTypes.GROUP)
            .result("rank", Types.INDEX)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand `,` $group `:` type($operand) attr-dict"),
        OpDef.op("async.await_all")
            .summary("waits for the all async tokens or values in the group to become ready")
            .operand("operand", AsyncTypes.GROUP)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand attr-dict"));
  }

  /** Upstream names the results {@code %token} and {@code %bodyResults} (one group for all values). */
  private static String[] executeResultNames(Operation op) {
    String[] names = new String[op.numResults()];
    if (names.length > 0) names[0] = "token";
    if (names.length > 1) names[1] = "bodyResults";
    return names;
  }

  /** Awaiting a token yields nothing; awaiting a value yields exactly its payload. */
  private static void verifyAwait(Operation op) {
    Type argType = op.operand(0).type();
    if (argType instanceof TokenType && op.numResults() != 0) {
      throw DiagnosticException.opError(op, "awaiting on a token must have empty result");
    }
    if (argType instanceof ValueType value && op.numResults() == 1
        && !op.result().type().equals(value.valueType())) {
      throw DiagnosticException.opError(op, "result type '" + op.result().type()
          + "' does not match async value type '" + value.valueType() + "'");
    }
  }
}
