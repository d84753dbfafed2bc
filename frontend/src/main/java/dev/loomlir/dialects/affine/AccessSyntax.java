package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.ParsedAffineMap;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * The syntax of the affine loads and stores:
 * {@code [%value,] %memref[map of SSA ids] attr-dict : memref-type [, vector-type]}; a store's
 * value, a load's result and a vector op's vector have the element type or the vector type.
 */
enum AccessSyntax implements CustomSyntax {
  LOAD(false, false), STORE(true, false), VECTOR_LOAD(false, true), VECTOR_STORE(true, true);

  private final boolean stores;
  private final boolean vector;

  AccessSyntax(boolean stores, boolean vector) {
    this.stores = stores;
    this.vector = vector;
  }

  /**
   * The state of an access: {@code value} (stores only, else null), {@code memref}, then the
   * indices of {@code map}; a load's result has type {@code result}.
   */
  static Operation insert(OpBuilder b, OpType<?> type, Location loc, Value value, Value memref, AffineMap map,
                          List<? extends Value> indices, Type result) {
    OperationState s = b.state(type, loc);
    if (value != null) s.operands.add(value);
    s.operands.add(memref);
    s.operands.addAll(indices);
    s.addAttribute("map", new AffineMapAttr(map));
    if (result != null) s.resultTypes.add(result);
    return b.insert(s);
  }

  @Override public void parse(OpAsmParser p, OperationState state) {
    UnresolvedOperand value = null;
    if (stores) {
      value = p.parseOperand();
      p.parse(",");
    }
    UnresolvedOperand memref = p.parseOperand();
    ParsedAffineMap map = p.parseAffineMapOfSsaIds(Delimiter.SQUARE);
    state.addAttribute("map", new AffineMapAttr(map.map()));
    p.parseOptionalAttrDict(state);
    MemRefType type = p.parseColonTypeOf(MemRefType.class, "builtin.memref");
    Type accessed = type.elementType();
    if (vector) {
      p.parse(",");
      accessed = p.parseTypeOf(VectorType.class, "builtin.vector");
    }
    if (stores) state.operands.add(p.resolveOperand(value, accessed));
    state.operands.add(p.resolveOperand(memref, type));
    state.operands.addAll(p.resolveOperands(map.operands(), IndexType.INSTANCE));
    if (!stores) state.resultTypes.add(accessed);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    if (stores) {
      p.printOperand(op.operand(0));
      p.print(", ");
    }
    int memref = stores ? 1 : 0;
    List<Value> operands = op.operands();
    p.printOperand(operands.get(memref));
    p.print("[");
    p.printAffineMapOfSsaIds(((AffineMapAttr) op.attr("map")).map(), operands.subList(memref + 1, operands.size()));
    p.print("]");
    p.printOptionalAttrDict(op, List.of("map"));
    p.print(" : ");
    p.printType(operands.get(memref).type());
    if (vector) {
      p.print(", ");
      p.printType(stores ? op.operand(0).type() : op.result().type());
    }
  }
}
