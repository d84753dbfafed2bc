package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code vector.mask %m [, %passthru] { maskable-op } : vector<8xi1> -> type}: the one maskable op
 * in the region runs only on the lanes the mask sets; masked-off result lanes come from the
 * pass-through value, if any (their value is otherwise unspecified).
 */
public final class MaskOp extends OpView {
  public static final OpType<MaskOp> TYPE = OpType.of(OpDef.op("vector.mask")
      .summary("Predicates a maskable vector operation")
      .operand("mask", VectorTypes.NON_ZERO_RANK_OF_I1)
      .optionalOperand("passthru", Types.ANY)
      .variadicResult("results", Types.ANY)
      .region("maskRegion")
      .traits(Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new Syntax())
      .verify(MaskOp::verify)
      .folder(MaskOp::fold)
      .implement(Canonicalization.class, () -> List.of(RewritePattern.of(MaskOp.TYPE, MaskOp::eraseEmpty))), MaskOp::new);

  private MaskOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MaskOp match(Operation op) { return TYPE.match(op); }

  public Value mask() { return op.operand(0); }

  /** The pass-through value, or null. */
  public Value passthru() { return op.numOperands() > 1 ? op.operand(1) : null; }

  public Block maskBlock() { return op.region(0).entryBlock(); }

  /** The masked op, or null for an empty {@code vector.mask}. */
  public Operation maskedOp() {
    Operation first = maskBlock().first();
    return first == null || YieldOp.is(first) ? null : first;
  }

  /** With a mask that sets every lane, the masked op runs unmasked: it moves out (upstream's fold). */
  private static List<FoldResult> fold(Operation op, Attribute[] constants) {
    MaskOp m = new MaskOp(op);
    Operation masked = m.maskedOp();
    if (masked == null || MaskFormat.of(m.mask()) != MaskFormat.ALL_TRUE) return null;
    m.maskBlock().last().setOperands(List.of());
    masked.moveBefore(op);
    List<FoldResult> results = new ArrayList<>();
    for (Value r : masked.results()) results.add(FoldResult.of(r));
    return results;
  }

  /** A {@code vector.mask} around nothing yields what its terminator yields (upstream's {@code CanonializeEmptyMaskOp}). */
  private static boolean eraseEmpty(MaskOp m, PatternRewriter r) {
    if (m.maskedOp() != null) return false;
    r.replaceOp(m.operation(), m.maskBlock().last().operands());
    return true;
  }

  private static int size(Block b) {
    int n = 0;
    for (Operation ignored : b) n++;
    return n;
  }

  private static void verify(Operation op) {
    Block block = op.region(0).entryBlock();
    if (block == null || block.isEmpty()) throw VectorChecks.fail(op, "expects a terminator within the mask region");
    int n = size(block);
    if (n > 2) throw VectorChecks.fail(op, "expects only one operation to mask");
    Operation terminator = block.last();
    if (!YieldOp.is(terminator)) throw VectorChecks.fail(op, "expects a terminator within the mask region");
    if (terminator.numOperands() != op.numResults()) {
      throw VectorChecks.fail(op, "expects number of results to match mask region yielded values");
    }
    if (n == 1) return;
    Operation masked = block.first();
    Maskable maskable = Maskable.of(masked);
    if (maskable == null) throw VectorChecks.fail(op, "expects a MaskableOpInterface within the mask region");
    if (masked.numResults() != op.numResults()) {
      throw VectorChecks.fail(op, "expects number of results to match maskable operation number of results");
    }
    for (int i = 0; i < masked.numResults(); i++) {
      if (terminator.operand(i) != masked.result(i)) {
        throw VectorChecks.fail(op, "expects all the results from the MaskableOpInterface to match all the values returned by the terminator");
      }
    }
    if (!masked.resultTypes().equals(op.resultTypes())) {
      throw VectorChecks.fail(op, "expects result type to match maskable operation result type");
    }
    if (masked.resultTypes().stream().filter(t -> t instanceof VectorType).count() > 1) {
      throw VectorChecks.fail(op, "multiple vector results not supported");
    }
    VectorType expected = maskable.expectedMaskType(masked);
    if (!op.operand(0).type().equals(expected)) {
      throw VectorChecks.fail(op, "expects a '" + expected + "' mask for the maskable operation");
    }
    if (op.numOperands() > 1) {
      if (!maskable.supportsPassthru()) throw VectorChecks.fail(op, "doesn't expect a passthru argument for this maskable operation");
      if (masked.numResults() != 1) throw VectorChecks.fail(op, "expects result when passthru argument is provided");
      if (!op.operand(1).type().equals(masked.result(0).type())) {
        throw VectorChecks.fail(op, "expects passthru type to match result type");
      }
    }
  }

  /** {@code %mask [, %passthru] { op } attr-dict : mask-type [-> result-types]}; the terminator is implicit. */
  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand mask = p.parseOperand();
      UnresolvedOperand passthru = p.parseOptional(",") ? p.parseOperand() : null;
      Region region = state.addRegion();
      p.parseRegion(region, List.of());
      ensureTerminator(region, state);
      p.parseOptionalAttrDict(state);
      Type maskType = p.parseColonType();
      List<Type> results = p.parseOptionalArrowTypeList();
      state.resultTypes.addAll(results);
      state.operands.add(p.resolveOperand(mask, maskType));
      if (passthru != null) {
        if (results.isEmpty()) throw p.errorAtName(state, "expects a result if passthru operand is provided");
        state.operands.add(p.resolveOperand(passthru, results.get(0)));
      }
    }

    /**
     * Upstream's {@code MaskOp::ensureTerminator}: a {@code vector.yield} is added when missing;
     * with exactly one masked op, it yields that op's results.
     */
    private static void ensureTerminator(Region region, OperationState state) {
      if (region.isEmpty()) region.addBlock();
      Block block = region.entryBlock();
      Operation last = block.last();
      if (last != null && last.def() != null && last.def().has(Trait.TERMINATOR)) return;
      OperationState yield = new OperationState(YieldOp.TYPE.name(), YieldOp.TYPE.def(), state.location);
      if (last != null && size(block) == 1) yield.operands.addAll(last.results());
      block.append(yield.build());
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      p.print(" ");
      p.printOperand(op.operand(0));
      if (op.numOperands() > 1) {
        p.print(", ");
        p.printOperand(op.operand(1));
      }
      p.print(" { ");
      Block block = op.region(0).entryBlock();
      if (block != null && block.first() != null) p.printCustomOrGenericOp(block.first());
      p.print(" }");
      p.printOptionalAttrDict(op, List.of());
      p.print(" : ");
      p.printType(op.operand(0).type());
      if (op.numResults() > 0) {
        p.print(" -> ");
        List<Type> types = op.resultTypes();
        if (types.size() == 1) p.printType(types.get(0));
        else {
          p.print("(");
          p.printTypes(types);
          p.print(")");
        }
      }
    }
  }
}
