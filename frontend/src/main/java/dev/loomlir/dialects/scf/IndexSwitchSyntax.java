package dev.loomlir.dialects.scf;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code scf.index_switch %i [-> types] case 2 { } ... default { }}: upstream's format
 * {@code $arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions) `\n` `` `default` $defaultRegion}.
 * The default region is region 0, the case regions follow.
 */
final class IndexSwitchSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    state.operands.add(p.resolveOperand(p.parseOperand(), IndexType.INSTANCE));
    p.parseOptionalAttrDict(state);
    if (p.parseOptionalArrow()) state.resultTypes.addAll(p.parseTypeList());

    List<Long> cases = new ArrayList<>();
    List<Region> caseRegions = new ArrayList<>();
    while (p.parseOptionalKeyword("case")) {
      cases.add(p.parseInteger());
      Region r = new Region();
      // As upstream's custom<SwitchCases>: case regions get no implicit terminator.
      p.parseRegion(r, List.of());
      caseRegions.add(r);
    }
    p.parseKeyword("default");
    Region defaultRegion = state.addRegion();
    p.parseRegion(defaultRegion, List.of());
    p.ensureTerminator(defaultRegion, "scf.yield", state.location);
    state.regions.addAll(caseRegions);
    state.addAttribute("cases", DenseArrayAttr.ofLongs(IntegerType.I64, cases.stream().mapToLong(Long::longValue).toArray()));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    p.printOperand(op.operand(0));
    p.printOptionalAttrDict(op, List.of("cases"));
    if (op.numResults() > 0) {
      p.print(" -> ");
      p.printTypes(op.resultTypes());
    }
    p.print(" ");
    long[] cases = ((DenseArrayAttr) op.attr("cases")).ints();
    for (int i = 0; i < cases.length && i + 1 < op.numRegions(); i++) {
      p.printNewline();
      p.print("case ").print(cases[i]).print(" ");
      p.printRegion(op.region(i + 1), false, true, false);
    }
    p.printNewline();
    p.print("default ");
    Region defaultRegion = op.region(0);
    p.printRegion(defaultRegion, true, ImplicitTerminator.mustPrint(defaultRegion, "scf.yield"), false);
  }
}
