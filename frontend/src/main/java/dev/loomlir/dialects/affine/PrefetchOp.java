package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.dialects.memref.MemRefConstraints;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.ParsedAffineMap;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<...>}: a cache hint at affine indices. */
public final class PrefetchOp extends OpView {
  public static final OpType<PrefetchOp> TYPE = OpType.of(OpDef.op("affine.prefetch")
      .summary("affine prefetch operation")
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .attr("isWrite", MemRefAttrs.BOOL)
      .attr("localityHint", MemRefAttrs.LOCALITY_HINT)
      .attr("isDataCache", MemRefAttrs.BOOL)
      .attr("map", Attrs.AFFINE_MAP)
      .traits(Trait.SIDE_EFFECTS)
      .syntax(new Syntax())
      .verify(AffineVerifiers::verifyPrefetch)
      .folder(AffineFolders::foldPrefetch)
      .implement(Canonicalization.class, AffineCanonicalization::prefetchPatterns), PrefetchOp::new);

  private PrefetchOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static PrefetchOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.prefetch memref[map(indices)]} with the given hints. */
  public static PrefetchOp create(OpBuilder b, Location loc, Value memref, AffineMap map, List<? extends Value> indices,
                                  long localityHint, boolean isWrite, boolean isDataCache) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(memref);
    s.operands.addAll(indices);
    s.addAttribute("map", new AffineMapAttr(map));
    s.addAttribute("localityHint", IntegerAttr.of(localityHint, IntegerType.I32));
    s.addAttribute("isWrite", IntegerAttr.bool(isWrite));
    s.addAttribute("isDataCache", IntegerAttr.bool(isDataCache));
    return new PrefetchOp(b.insert(s));
  }

  public Value memref() { return op.operand(0); }

  public AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  public List<Value> mapOperands() { return operandsFrom(1); }

  public long localityHint() { return ((IntegerAttr) op.attr("localityHint")).value(); }

  public boolean isWrite() { return ((IntegerAttr) op.attr("isWrite")).value() != 0; }

  public boolean isDataCache() { return ((IntegerAttr) op.attr("isDataCache")).value() != 0; }

  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand memref = p.parseOperand();
      ParsedAffineMap map = p.parseAffineMapOfSsaIds(Delimiter.SQUARE);
      state.addAttribute("map", new AffineMapAttr(map.map()));
      p.parse(",");
      String readOrWrite = p.parseKeywordAny();
      p.parse(",");
      p.parseKeyword("locality");
      p.parse("<");
      state.addAttribute("localityHint", p.parseAttribute(IntegerType.I32));
      p.parse(">");
      p.parse(",");
      String cacheType = p.parseKeywordAny();
      p.parseOptionalAttrDict(state);
      MemRefType type = p.parseColonTypeOf(MemRefType.class, "builtin.memref");
      state.operands.add(p.resolveOperand(memref, type));
      state.operands.addAll(p.resolveOperands(map.operands(), IndexType.INSTANCE));
      if (!readOrWrite.equals("read") && !readOrWrite.equals("write")) {
        throw p.errorAtName(state, "rw specifier has to be 'read' or 'write'");
      }
      state.addAttribute("isWrite", IntegerAttr.bool(readOrWrite.equals("write")));
      if (!cacheType.equals("data") && !cacheType.equals("instr")) {
        throw p.errorAtName(state, "cache type has to be 'data' or 'instr'");
      }
      state.addAttribute("isDataCache", IntegerAttr.bool(cacheType.equals("data")));
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      PrefetchOp prefetch = TYPE.cast(op);
      p.print(" ");
      p.printOperand(prefetch.memref());
      p.print("[");
      p.printAffineMapOfSsaIds(prefetch.map(), prefetch.mapOperands());
      p.print("], ").print(prefetch.isWrite() ? "write" : "read");
      p.print(", locality<").print(prefetch.localityHint()).print(">, ");
      p.print(prefetch.isDataCache() ? "data" : "instr");
      p.printOptionalAttrDict(op, List.of("map", "localityHint", "isDataCache", "isWrite"));
      p.print(" : ");
      p.printType(prefetch.memref().type());
    }
  }
}
