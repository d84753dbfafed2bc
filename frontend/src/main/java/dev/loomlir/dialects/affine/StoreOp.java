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

/** {@code affine.store %v, %A[%i + 1, %j * 2] : memref<...>}: writes the element at affine indices. */
public final class StoreOp extends OpView {
  public static final OpType<StoreOp> TYPE = OpType.of(OpDef.op("affine.store")
      .summary("affine store operation")
      .operand("value", Types.ANY)
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .attr("map", Attrs.AFFINE_MAP)
      .memoryEffects(MemoryEffect.WRITE)
      .syntax(new Syntax())
      .verify(AffineVerifiers::verifyStore)
      .folder(AffineFolders::foldStore)
      .implement(Canonicalization.class, AffineCanonicalization::storePatterns), StoreOp::new);

  private StoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static StoreOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.store value, memref[map(indices)]}. */
  public static StoreOp create(OpBuilder b, Location loc, Value value, Value memref, AffineMap map,
                               List<? extends Value> indices) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(value);
    s.operands.add(memref);
    s.operands.addAll(indices);
    s.addAttribute("map", new AffineMapAttr(map));
    return new StoreOp(b.insert(s));
  }

  public Value value() { return op.operand(0); }

  public Value memref() { return op.operand(1); }

  public MemRefType memrefType() { return (MemRefType) memref().type(); }

  public AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  /** The map's operands: its dimensions, then its symbols. */
  public List<Value> mapOperands() { return operandsFrom(2); }

  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand value = p.parseOperand();
      p.parse(",");
      UnresolvedOperand memref = p.parseOperand();
      ParsedAffineMap map = p.parseAffineMapOfSsaIds(Delimiter.SQUARE);
      state.addAttribute("map", new AffineMapAttr(map.map()));
      p.parseOptionalAttrDict(state);
      MemRefType type = p.parseColonTypeOf(MemRefType.class, "builtin.memref");
      state.operands.add(p.resolveOperand(value, type.elementType()));
      state.operands.add(p.resolveOperand(memref, type));
      state.operands.addAll(p.resolveOperands(map.operands(), IndexType.INSTANCE));
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      StoreOp store = TYPE.cast(op);
      p.print(" ");
      p.printOperand(store.value());
      p.print(", ");
      p.printOperand(store.memref());
      p.print("[");
      p.printAffineMapOfSsaIds(store.map(), store.mapOperands());
      p.print("]");
      p.printOptionalAttrDict(op, List.of("map"));
      p.print(" : ");
      p.printType(store.memref().type());
    }
  }
}
