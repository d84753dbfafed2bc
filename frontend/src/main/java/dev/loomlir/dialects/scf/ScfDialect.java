package dev.loomlir.dialects.scf;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import java.util.List;

/** The `scf` dialect: structured control flow (loops and conditionals with regions). */
public final class ScfDialect implements Dialect {
  @Override public String namespace() { return "scf"; }

  @Override public List<OpDef> ops() {
    return List.of(
        OpDef.op("scf.condition")
            .summary("loop continuation condition")
            .operand("condition", Types.I1)
            .variadicOperand("args", Types.ANY)
            .traits(Trait.PURE, Trait.TERMINATOR)
            .parents("scf.while")
            .format("`(` $condition `)` attr-dict ($args^ `:` type($args))?"),
        OpDef.op("scf.execute_region")
            .summary("operation that executes its region exactly once")
            .variadicResult("results", Types.ANY)
            .optionalAttr("no_inline", Attrs.UNIT)
            .region("region")
            .traits(Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
            .syntax(new ExecuteRegionSyntax())
            .verify(ScfVerifiers::verifyExecuteRegion)
            .verifyRegions(ScfVerifiers::verifyExecuteRegionRegions),
        OpDef.op("scf.for")
            .summary("for operation")
            .operand("lowerBound", Types.SIGNLESS_INTEGER_OR_INDEX)
            .operand("upperBound", Types.SIGNLESS_INTEGER_OR_INDEX)
            .operand("step", Types.SIGNLESS_INTEGER_OR_INDEX)
            .variadicOperand("initArgs", Types.ANY)
            .variadicResult("results", Types.ANY)
            .optionalAttr("unsignedCmp", Attrs.UNIT)
            .region("region")
            .implicitTerminator("scf.yield")
            .traits(Trait.AFFINE_SCOPE, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.LOOP_LIKE, Trait.REGION_BRANCH,
                Trait.RECURSIVE_MEMORY_EFFECTS)
            .syntax(new ForSyntax())
            // ODS AllTypesMatch<["lowerBound", "upperBound", "step"]>, with its one message for all three.
            .verify(ScfVerifiers::verifyForBoundTypes)
            .verify(ScfVerifiers::verifyFor)
            .verifyRegions(ScfVerifiers::verifyForRegions),
        OpDef.op("scf.if")
            .summary("if-then-else operation")
            .operand("condition", Types.I1)
            .variadicResult("results", Types.ANY)
            .region("thenRegion")
            .region("elseRegion")
            .implicitTerminator("scf.yield")
            .traits(Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
            .syntax(new IfSyntax())
            .verify(ScfVerifiers::verifyIf)
            .verifyRegions(ScfVerifiers::verifyIfRegions),
        OpDef.op("scf.parallel")
            .summary("parallel for operation")
            .variadicOperand("lowerBound", Types.INDEX)
            .variadicOperand("upperBound", Types.INDEX)
            .variadicOperand("step", Types.INDEX)
            .variadicOperand("initVals", Types.ANY)
            .variadicResult("results", Types.ANY)
            .region("region")
            .implicitTerminator("scf.reduce")
            .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.LOOP_LIKE,
                Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
            .syntax(new ParallelSyntax())
            .verify(ScfVerifiers::verifyParallel),
        OpDef.op("scf.reduce")
            .summary("reduce operation for scf.parallel")
            .variadicOperand("operands", Types.ANY)
            .variadicRegion("reductions")
            .traits(Trait.TERMINATOR, Trait.RECURSIVE_MEMORY_EFFECTS)
            .parents("scf.parallel")
            .format("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict")
            .verifyRegions(ScfVerifiers::verifyReduceRegions),
        OpDef.op("scf.reduce.return")
            .summary("terminator for reduce operation")
            .operand("result", Types.ANY)
            .traits(Trait.PURE, Trait.TERMINATOR)
            .parents("scf.reduce")
            .format("$result attr-dict `:` type($result)")
            .verify(ScfVerifiers::verifyReduceReturn),
        OpDef.op("scf.while")
            .summary("a generic 'while' loop")
            .variadicOperand("inits", Types.ANY)
            .variadicResult("results", Types.ANY)
            .region("before")
            .region("after")
            .traits(Trait.LOOP_LIKE, Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK)
            .syntax(new WhileSyntax())
            .verify(ScfVerifiers::verifyWhile)
            .verifyRegions(ScfVerifiers::verifyWhileRegions),
        OpDef.op("scf.index_switch")
            .summary("switch-case operation on an index argument")
            .operand("arg", Types.INDEX)
            .attr("cases", Attrs.DENSE_I64_ARRAY)
            .variadicResult("results", Types.ANY)
            .region("defaultRegion")
            .variadicRegion("caseRegions")
            .implicitTerminator("scf.yield")
            .traits(Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
            .syntax(new IndexSwitchSyntax())
            .verify(ScfVerifiers::verifyIndexSwitch),
        OpDef.op("scf.yield")
            .summary("loop yield and termination operation")
            .variadicOperand("results", Types.ANY)
            .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
            .parents("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")
            .format("attr-dict ($results^ `:` type($results))?"));
  }
}
