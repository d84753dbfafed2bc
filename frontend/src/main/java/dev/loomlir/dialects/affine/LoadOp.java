package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.memref.MemRefConstraints;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.ParsedAffineMap;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code affine.load %A[%i + 1, %j * 2] : memref<...>}: reads the element at affine indices. */
public final class LoadOp extends OpView {
  public static final OpType<LoadOp> TYPE = OpType.of(OpDef.op("affine.load")
      .summary("affine load operation")
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .attr("map", Attrs.AFFINE_MAP)
      .result("result", Types.ANY)
      .memoryEffects(MemoryEffect.READ)
      .syntax(new Syntax())
      .verify(AffineVerifiers::verifyLoad)
      .folder(AffineFolders::foldLoad)
      .implement(Canonicalization.class, AffineCanonicalization::loadPatterns), LoadOp::new);

  private LoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LoadOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.load memref[map(indices)]}. */
  public static LoadOp create(OpBuilder b, Location loc, Value memref, AffineMap map, List<? extends Value> indices) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(memref);
    s.operands.addAll(indices);
    s.addAttribute("map", new AffineMapAttr(map));
    s.resultTypes.add(((MemRefType) memref.type()).elementType());
    return new LoadOp(b.insert(s));
  }

  public Value memref() { return op.operand(0); }

  public MemRefType memrefType() { return (MemRefType) memref().type(); }

  public AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  /** The map's operands: its dimensions, then its symbols. */
  public List<Value> mapOperands() { return operandsFrom(1); }

  public Value result() { return op.result(); }

  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand memref = p.parseOperand();
      ParsedAffineMap map = p.parseAffineMapOfSsaIds(Delimiter.SQUARE);
      state.addAttribute("map", new AffineMapAttr(map.map()));
      p.parseOptionalAttrDict(state);
      MemRefType type = p.parseColonTypeOf(MemRefType.class, "builtin.memref");
      state.operands.add(p.resolveOperand(memref, type));
      state.operands.addAll(p.resolveOperands(map.operands(), IndexType.INSTANCE));
      state.resultTypes.add(type.elementType());
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      LoadOp load = TYPE.cast(op);
      p.print(" ");
      p.printOperand(load.memref());
      p.print("[");
      p.printAffineMapOfSsaIds(load.map(), load.mapOperands());
      p.print("]");
      p.printOptionalAttrDict(op, List.of("map"));
      p.print(" : ");
      p.printType(load.memref().type());
    }
  }
}
