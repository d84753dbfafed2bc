package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.scf.Assignments;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Argument;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code affine.for %i = BOUND to BOUND [step N] [iter_args(%a = %x) -> (types)] { body }}, each
 * bound a constant, an SSA symbol, or {@code [max|min] #map(%dims)[%symbols]} (the prefix needed
 * when the map has several results). An operand-less {@code affine.yield} may be omitted.
 */
final class ForSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    Argument inductionVar = p.parseArgument(false, false);
    p.parse("=");
    int before = state.operands.size();
    parseBound(p, state, true);
    int numLower = state.operands.size() - before;
    if (!p.parseOptionalKeyword("to")) throw p.error("expected 'to' between bounds");
    before = state.operands.size();
    parseBound(p, state, false);
    int numUpper = state.operands.size() - before;

    if (p.parseOptionalKeyword("step")) {
      SourcePos stepPos = p.currentPos();
      Attribute step = p.parseAttribute(IndexType.INSTANCE);
      if (!(step instanceof IntegerAttr stepValue)) throw p.errorAt(stepPos, "invalid kind of attribute specified");
      if (stepValue.value() < 0) throw p.errorAt(stepPos, "expected step to be representable as a positive signed integer");
      state.addAttribute("step", IntegerAttr.of(stepValue.value(), IndexType.INSTANCE));
    } else {
      state.addAttribute("step", IntegerAttr.of(1, IndexType.INSTANCE));
    }

    List<Argument> regionArgs = new ArrayList<>();
    regionArgs.add(inductionVar.withType(IndexType.INSTANCE));
    int numInits = 0;
    if (p.parseOptionalKeyword("iter_args")) {
      Assignments.Parsed iterArgs = Assignments.parse(p);
      p.parse("->");
      state.resultTypes.addAll(p.parseFunctionResultTypes());
      int n = Math.min(iterArgs.arguments().size(), state.resultTypes.size());
      for (int i = 0; i < n; i++) {
        Type t = state.resultTypes.get(i);
        regionArgs.add(iterArgs.arguments().get(i).withType(t));
        state.operands.add(p.resolveOperand(iterArgs.initial().get(i), t));
      }
      numInits = n;
      for (int i = n; i < iterArgs.arguments().size(); i++) regionArgs.add(iterArgs.arguments().get(i));
    }
    state.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(numLower, numUpper, numInits));
    if (regionArgs.size() != state.resultTypes.size() + 1) {
      throw p.errorAtName(state, "mismatch between the number of loop-carried values and results");
    }
    Region body = state.addRegion();
    p.parseRegion(body, regionArgs);
    p.ensureTerminator(body, "affine.yield", state.location);
    p.parseOptionalAttrDict(state);
  }

  /** One bound, as upstream's {@code parseBound}: an SSA symbol, a constant, or a map of dimensions and symbols. */
  private static void parseBound(OpAsmParser p, OperationState state, boolean lower) {
    boolean minMax = p.parseOptionalKeyword(lower ? "max" : "min");
    String mapName = lower ? "lowerBoundMap" : "upperBoundMap";
    List<UnresolvedOperand> ssa = p.parseOperandList(Delimiter.NONE);
    if (!ssa.isEmpty()) {
      if (ssa.size() > 1) throw p.errorAtName(state, "expected only one loop bound operand");
      state.operands.add(p.resolveOperand(ssa.get(0), IndexType.INSTANCE));
      state.addAttribute(mapName, new AffineMapAttr(AffineMap.symbolIdentity()));
      return;
    }
    SourcePos attrPos = p.currentPos();
    Attribute bound = p.parseAttribute(IndexType.INSTANCE);
    if (bound instanceof AffineMapAttr mapAttr) {
      AffineSyntax.DimsAndSymbols operands = AffineSyntax.parseDimsAndSymbols(p);
      state.operands.addAll(operands.resolve(p));
      AffineMap map = mapAttr.map();
      if (map.numDims() != operands.dims().size()) {
        throw p.errorAtName(state, "dim operand count and affine map dim count must match");
      }
      if (map.numInputs() != operands.all().size()) {
        throw p.errorAtName(state, "symbol operand count and affine map symbol count must match");
      }
      if (map.numResults() > 1 && !minMax) {
        throw p.errorAt(attrPos, lower ? "lower loop bound affine map with multiple results requires 'max' prefix"
            : "upper loop bound affine map with multiple results requires 'min' prefix");
      }
      state.addAttribute(mapName, mapAttr);
      return;
    }
    if (bound instanceof IntegerAttr constant) {
      state.addAttribute(mapName, new AffineMapAttr(AffineMap.constant(constant.value())));
      return;
    }
    throw p.errorAtName(state, "expected valid affine map representation for loop bounds");
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    ForOp forOp = ForOp.TYPE.cast(op);
    Block body = forOp.body();
    p.print(" ");
    p.printOperand(body.argument(0));
    p.print(" = ");
    printBound(p, (AffineMapAttr) op.attr("lowerBoundMap"), forOp.lowerBoundOperands(), "max");
    p.print(" to ");
    printBound(p, (AffineMapAttr) op.attr("upperBoundMap"), forOp.upperBoundOperands(), "min");
    if (forOp.step() != 1) p.print(" step ").print(forOp.step());
    List<Value> inits = forOp.inits();
    if (!inits.isEmpty()) {
      Assignments.print(p, " iter_args", forOp.regionIterArgs(), inits);
      p.print(" -> (");
      p.printTypes(op.resultTypes());
      p.print(")");
    }
    p.print(" ");
    p.printRegion(op.region(0), false, !inits.isEmpty(), false);
    p.printOptionalAttrDict(op, List.of("lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"));
  }

  /** A constant or a single symbol prints as itself, anything else as the map and its operands. */
  private static void printBound(OpAsmPrinter p, AffineMapAttr mapAttr, List<Value> operands, String prefix) {
    AffineMap map = mapAttr.map();
    if (map.numResults() == 1) {
      AffineExpr e = map.result(0);
      if (map.numInputs() == 0 && e instanceof AffineExpr.Constant c) {
        p.print(c.value());
        return;
      }
      if (map.numDims() == 0 && map.numSymbols() == 1 && e instanceof AffineExpr.Symbol) {
        p.printOperand(operands.get(0));
        return;
      }
    } else {
      p.print(prefix).print(" ");
    }
    p.printAttribute(mapAttr);
    AffineSyntax.printDimsAndSymbols(p, operands, map.numDims());
  }
}
