package dev.loomlir.syntax.print;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpaqueAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Small stand-ins for upstream ops (print side only) and helpers to build IR by hand, so the
 * printer can be tested against mlir-opt's output without the parser or the real dialects.
 */
final class TestIr {
  private TestIr() {}

  static final Type I1 = IntegerType.I1;
  static final Type I32 = IntegerType.I32;
  static final Type INDEX = IndexType.INSTANCE;

  /** A custom syntax that only prints. */
  static CustomSyntax printing(BiConsumer<Operation, OpAsmPrinter> printer) {
    return new CustomSyntax() {
      @Override public void parse(OpAsmParser p, OperationState state) { throw new UnsupportedOperationException(); }
      @Override public void print(Operation op, OpAsmPrinter p) { printer.accept(op, p); }
    };
  }

  static final OpDef MODULE = OpDef.op("builtin.module").region("body")
      .traits(Trait.NO_TERMINATOR, Trait.ISOLATED_FROM_ABOVE).defaultDialect("builtin")
      .syntax(printing((op, p) -> {
        p.printOptionalAttrDictWithKeyword(op, List.of());
        p.print(" ");
        p.printRegion(op.region(0), false, false, false);
      }));

  static final OpDef FUNC = OpDef.op("func.func").attr("sym_name", null).attr("function_type", null)
      .region("body").traits(Trait.ISOLATED_FROM_ABOVE).defaultDialect("func")
      .syntax(printing((op, p) -> {
        p.print(" ");
        p.printSymbolName(((StringAttr) op.attr("sym_name")).value());
        p.print("(");
        Block entry = op.region(0).entryBlock();
        for (int i = 0; i < entry.numArguments(); i++) {
          if (i > 0) p.print(", ");
          p.printRegionArgument(entry.argument(i));
        }
        p.print(")");
        List<Type> results = ((FunctionType) ((TypeAttr) op.attr("function_type")).type()).results();
        if (!results.isEmpty()) {
          p.print(" -> ");
          p.printFunctionResultTypes(results);
        }
        p.printOptionalAttrDictWithKeyword(op, List.of("sym_name", "function_type"));
        p.print(" ");
        p.printRegion(op.region(0), false, true, false);
      }));

  /** {@code %a, %b : t1, t2} after the op name, as many upstream terminators print. */
  private static final CustomSyntax OPERANDS_COLON_TYPES = printing((op, p) -> {
    if (op.numOperands() == 0) return;
    p.print(" ");
    p.printOperands(op.operands());
    p.print(" : ");
    p.printTypes(op.operandTypes());
  });

  static final OpDef RETURN = OpDef.op("func.return").traits(Trait.TERMINATOR).syntax(OPERANDS_COLON_TYPES);

  static final OpDef YIELD = OpDef.op("scf.yield").traits(Trait.TERMINATOR).syntax(OPERANDS_COLON_TYPES);

  /** arith.constant's result names: {@code %c0}, {@code %c1_i32}, {@code %true}, {@code %cst}. */
  static final AsmResultNames CONSTANT_NAMES = op -> {
    Attribute v = op.attr("value");
    if (v instanceof IntegerAttr i) {
      if (i.type() == I1) return new String[] {i.value() != 0 ? "true" : "false"};
      return new String[] {"c" + i.value() + (i.type() instanceof IndexType ? "" : "_" + i.type())};
    }
    return new String[] {"cst"};
  };

  static final OpDef CONSTANT = OpDef.op("arith.constant").attr("value", null)
      .implement(AsmResultNames.class, CONSTANT_NAMES)
      .syntax(printing((op, p) -> {
        p.print(" ");
        p.printAttribute(op.attr("value"));
      }));

  static final OpDef ADDI = OpDef.op("arith.addi").attr("overflowFlags", null)
      .syntax(printing((op, p) -> {
        p.print(" ");
        p.printOperands(op.operands());
        p.printOptionalAttrDict(op, List.of("overflowFlags"));
        p.print(" : ");
        p.printType(op.result().type());
      }));

  /** scf.for without the unsignedCmp flag; the yield is elided when there are no iter_args. */
  static final OpDef FOR = OpDef.op("scf.for").region("body").implicitTerminator("scf.yield")
      .syntax(printing((op, p) -> {
        Block body = op.region(0).entryBlock();
        p.print(" ");
        p.printOperand(body.argument(0));
        p.print(" = ");
        p.printOperand(op.operand(0));
        p.print(" to ");
        p.printOperand(op.operand(1));
        p.print(" step ");
        p.printOperand(op.operand(2));
        if (op.numOperands() > 3) {
          p.print(" iter_args(");
          for (int i = 3; i < op.numOperands(); i++) {
            if (i > 3) p.print(", ");
            p.printOperand(body.argument(i - 2));
            p.print(" = ");
            p.printOperand(op.operand(i));
          }
          p.print(") -> (");
          p.printTypes(op.resultTypes());
          p.print(")");
        }
        p.print(" ");
        p.printRegion(op.region(0), false, op.numResults() > 0, false);
      }));

  static final OpDef BR = OpDef.op("cf.br").traits(Trait.TERMINATOR)
      .syntax(printing((op, p) -> {
        p.print(" ");
        p.printSuccessorAndUseList(op.successor(0), op.operands());
      }));

  static final OpDef COND_BR = OpDef.op("cf.cond_br").traits(Trait.TERMINATOR)
      .syntax(printing((op, p) -> {
        p.print(" ");
        p.printOperand(op.operand(0));
        p.print(", ");
        p.printSuccessor(op.successor(0));
        p.print(", ");
        p.printSuccessor(op.successor(1));
      }));

  // ---- building ----

  static Operation create(OpDef def, List<? extends Value> operands, List<Type> results, int regions) {
    return new Operation(def.name(), def, new ArrayList<>(operands), results, regions, Location.UNKNOWN);
  }

  static Operation unregistered(String name, List<? extends Value> operands, List<Type> results, int regions) {
    return new Operation(name, null, new ArrayList<>(operands), results, regions, Location.UNKNOWN);
  }

  static Operation append(Block block, Operation op) {
    block.append(op);
    return op;
  }

  /** A module with one (empty) body block. */
  static Operation module() {
    Operation m = create(MODULE, List.of(), List.of(), 1);
    m.region(0).addBlock();
    return m;
  }

  static Block body(Operation op) { return op.region(0).entryBlock(); }

  static Operation func(Block into, String name, List<Type> inputs, List<Type> results) {
    Operation f = append(into, create(FUNC, List.of(), List.of(), 1));
    f.properties().put("sym_name", new StringAttr(name));
    f.properties().put("function_type", new TypeAttr(new FunctionType(inputs, results)));
    Block entry = f.region(0).addBlock();
    for (Type t : inputs) entry.addArgument(t, Location.UNKNOWN);
    return f;
  }

  static Value constant(Block into, Attribute value) {
    Type t = value instanceof IntegerAttr i ? i.type() : ((FloatAttr) value).type();
    Operation c = append(into, create(CONSTANT, List.of(), List.of(t), 0));
    c.properties().put("value", value);
    return c.result();
  }

  static Value addi(Block into, Value a, Value b) {
    Operation add = append(into, create(ADDI, List.of(a, b), List.of(a.type()), 0));
    add.properties().put("overflowFlags", new OpaqueAttr("arith", "overflow<none>"));
    return add.result();
  }

  static Operation unitAttrs(Operation op, String... keys) {
    for (String k : keys) op.attributes().put(k, UnitAttr.INSTANCE);
    return op;
  }
}
