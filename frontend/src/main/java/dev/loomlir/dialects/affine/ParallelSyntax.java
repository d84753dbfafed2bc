package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Argument;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.ParsedAffineMap;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code affine.parallel (%i, %j) = (0, max(%a, %b + 1)) to (%n, 20) step (1, 4) reduce ("addf") -> (f32)}:
 * each bound a comma-separated list with one entry per dimension, an expression over SSA values
 * or {@code max(...)}/{@code min(...)} of several; the steps default to 1, the body's
 * operand-less {@code affine.yield} may be omitted.
 */
final class ParallelSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    List<Argument> ivs = p.parseArgumentList(Delimiter.PAREN, false, false);
    p.parse("=");
    parseBounds(p, state, true);
    p.parseKeyword("to");
    parseBounds(p, state, false);

    List<Long> steps = new ArrayList<>();
    if (p.parseOptionalKeyword("step")) {
      ParsedAffineMap stepMap = p.parseAffineMapOfSsaIds(Delimiter.PAREN);
      for (AffineExpr e : stepMap.map().results()) {
        if (!(e instanceof AffineExpr.Constant c)) throw p.errorAtName(state, "steps must be constant integers");
        steps.add(c.value());
      }
    } else {
      for (int i = 0; i < ivs.size(); i++) steps.add(1L);
    }
    state.addAttribute("steps", ParallelOp.stepsAttr(steps));

    List<Attribute> reductions = new ArrayList<>();
    if (p.parseOptionalKeyword("reduce")) {
      p.parse("(");
      do {
        SourcePos pos = p.currentPos();
        Attribute kind = p.parseAttribute();
        IntegerAttr value = kind instanceof StringAttr s ? MemRefAttrs.ATOMIC_RMW_KIND.of(s.value()) : null;
        if (!(kind instanceof StringAttr)) throw p.errorAt(pos, "invalid kind of attribute specified");
        if (value == null) throw p.errorAt(pos, "invalid reduction value: " + kind);
        reductions.add(value);
      } while (p.parseOptional(","));
      p.parse(")");
    }
    state.addAttribute("reductions", new ArrayAttr(reductions));
    state.resultTypes.addAll(p.parseOptionalArrowTypeList());

    Region body = state.addRegion();
    p.parseRegion(body, ivs.stream().map(a -> a.withType(IndexType.INSTANCE)).toList());
    p.parseOptionalAttrDict(state);
    p.ensureTerminator(body, "affine.yield", state.location);
  }

  /**
   * One side's {@code (group, ...)}: every group's expressions get dimensions and symbols of their
   * own, which are then merged, each distinct value once (upstream's {@code parseAffineMapWithMinMax}).
   */
  private static void parseBounds(OpAsmParser p, OperationState state, boolean lower) {
    String mapName = lower ? "lowerBoundsMap" : "upperBoundsMap";
    String groupsName = lower ? "lowerBoundsGroups" : "upperBoundsGroups";
    p.parse("(");
    if (p.parseOptional(")")) {
      state.addAttribute(mapName, new AffineMapAttr(new AffineMap(0, 0, List.of())));
      state.addAttribute(groupsName, ParallelOp.groups(List.of()));
      return;
    }
    List<AffineExpr> exprs = new ArrayList<>();
    List<List<UnresolvedOperand>> exprDims = new ArrayList<>();
    List<List<UnresolvedOperand>> exprSymbols = new ArrayList<>();
    List<Integer> groups = new ArrayList<>();
    do {
      ParsedAffineMap group = p.parseOptionalKeyword(lower ? "max" : "min")
          ? p.parseAffineMapOfSsaIds(Delimiter.PAREN) : p.parseAffineExprOfSsaIds();
      for (AffineExpr e : group.map().results()) {
        exprs.add(e);
        exprDims.add(group.dims());
        exprSymbols.add(group.symbols());
      }
      groups.add(group.map().numResults());
    } while (p.parseOptional(","));
    p.parse(")");

    // Each expression's own dimensions and symbols move up past the earlier expressions' ...
    int totalDims = 0, totalSymbols = 0;
    for (int i = 0; i < exprs.size(); i++) {
      int numDims = exprDims.get(i).size(), numSymbols = exprSymbols.get(i).size();
      AffineMap single = new AffineMap(numDims, numSymbols, List.of(exprs.get(i)));
      exprs.set(i, single.shiftDims(totalDims, 0).shiftSymbols(totalSymbols, 0).result(0));
      totalDims += numDims;
      totalSymbols += numSymbols;
    }
    // ... and then each value becomes one dimension (or symbol), however often it was written.
    List<Value> dims = new ArrayList<>(), symbols = new ArrayList<>();
    List<AffineExpr> dimReplacements = deduplicate(p, exprDims, dims, false);
    List<AffineExpr> symbolReplacements = deduplicate(p, exprSymbols, symbols, true);
    state.operands.addAll(dims);
    state.operands.addAll(symbols);
    AffineMap flat = new AffineMap(totalDims, totalSymbols, exprs)
        .replaceDimsAndSymbols(dimReplacements, symbolReplacements, dims.size(), symbols.size());
    state.addAttribute(mapName, new AffineMapAttr(flat));
    state.addAttribute(groupsName, ParallelOp.groups(groups));
  }

  private static List<AffineExpr> deduplicate(OpAsmParser p, List<List<UnresolvedOperand>> lists, List<Value> unique,
                                              boolean symbols) {
    List<AffineExpr> replacements = new ArrayList<>();
    for (List<UnresolvedOperand> list : lists) {
      for (Value v : p.resolveOperands(list, IndexType.INSTANCE)) {
        int pos = indexOfIdentity(unique, v);
        if (pos < 0) {
          pos = unique.size();
          unique.add(v);
        }
        replacements.add(symbols ? new AffineExpr.Symbol(pos) : new AffineExpr.Dim(pos));
      }
    }
    return replacements;
  }

  private static int indexOfIdentity(List<Value> values, Value v) {
    for (int i = 0; i < values.size(); i++) if (values.get(i) == v) return i;
    return -1;
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    ParallelOp parallel = ParallelOp.TYPE.cast(op);
    p.print(" (");
    p.printOperands(parallel.inductionVars());
    p.print(") = (");
    printBounds(p, parallel.lowerBoundsMap(), parallel.lowerBoundsGroups(), parallel.lowerBoundsOperands(), "max");
    p.print(") to (");
    printBounds(p, parallel.upperBoundsMap(), parallel.upperBoundsGroups(), parallel.upperBoundsOperands(), "min");
    p.print(")");
    List<Long> steps = parallel.steps();
    if (steps.stream().anyMatch(s -> s != 1)) {
      p.print(" step (");
      for (int i = 0; i < steps.size(); i++) p.print(i > 0 ? ", " : "").print(steps.get(i));
      p.print(")");
    }
    if (op.numResults() > 0) {
      p.print(" reduce (");
      List<String> kinds = parallel.reductions();
      for (int i = 0; i < kinds.size(); i++) p.print(i > 0 ? ", " : "").print("\"" + kinds.get(i) + "\"");
      p.print(") -> (");
      p.printTypes(op.resultTypes());
      p.print(")");
    }
    p.print(" ");
    p.printRegion(op.region(0), false, op.numResults() > 0, false);
    p.printOptionalAttrDict(op, List.of("reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap",
        "upperBoundsGroups", "steps"));
  }

  private static void printBounds(OpAsmPrinter p, AffineMap map, List<Integer> groups, List<Value> operands,
                                  String keyword) {
    List<Value> dims = operands.subList(0, map.numDims());
    List<Value> symbols = operands.subList(map.numDims(), operands.size());
    int start = 0;
    for (int size : groups) {
      if (start != 0) p.print(", ");
      if (size == 1) {
        p.printAffineExprOfSsaIds(map.result(start), dims, symbols);
      } else {
        p.print(keyword).print("(");
        p.printAffineMapOfSsaIds(map.sliceMap(start, size), operands);
        p.print(")");
      }
      start += size;
    }
  }
}
