package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.Argument;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Custom syntax of linalg.map and linalg.reduce. The body is either written out after the
 * operands, {@code (%in: f32, %init: f32) { ... }}, or given in short form as the one op it
 * applies, {@code { arith.addf }} before {@code ins}: the parser then builds the body. The
 * printer uses the short form whenever the body is exactly that.
 */
final class MapReduceSyntax implements CustomSyntax {
  private final boolean reduce;

  private MapReduceSyntax(boolean reduce) { this.reduce = reduce; }

  static final MapReduceSyntax MAP = new MapReduceSyntax(false);
  static final MapReduceSyntax REDUCE = new MapReduceSyntax(true);

  @Override public void parse(OpAsmParser p, OperationState state) {
    String payloadName = null;
    DictionaryAttr payloadAttrs = DictionaryAttr.EMPTY;
    if (p.parseOptional("{")) {
      payloadName = p.parseKeywordAny();
      if (p.currentIs("{")) payloadAttrs = p.parseDictionaryAttr();
      p.parse("}");
    }
    StructuredOperands.Parsed parsed = StructuredOperands.parse(p, state, false);
    if (reduce) {
      p.parseKeyword("dimensions");
      p.parse("=");
      state.addAttribute("dimensions", Attrs.DENSE_I64_ARRAY.parse(p));
    }
    p.parseOptionalAttrDict(state);
    Region body = state.addRegion();
    if (payloadName != null) {
      if (!state.operands.isEmpty()) buildPayloadBody(p, state, body, payloadName, payloadAttrs);
      return;
    }
    List<Argument> args = p.parseArgumentList(Delimiter.PAREN, true, true);
    p.parseRegion(body, args);
  }

  /** One block argument per operand; the payload takes the inputs (map) or the init then the inputs (reduce). */
  private void buildPayloadBody(OpAsmParser p, OperationState state, Region body, String name, DictionaryAttr attrs) {
    Block block = body.addBlock();
    for (Value v : state.operands) block.addArgument(NamedOpSyntax.elementTypeOrSelf(v.type()), state.location);
    List<Value> args = new ArrayList<>(block.arguments());
    List<Value> payloadOperands = new ArrayList<>();
    if (reduce) {
      payloadOperands.add(args.get(args.size() - 1));
      payloadOperands.addAll(args.subList(0, args.size() - 1));
    } else {
      payloadOperands.addAll(args.subList(0, args.size() - 1));
    }
    Type resultType = NamedOpSyntax.elementTypeOrSelf(state.operands.get(state.operands.size() - 1).type());
    BodyBuilder b = new BodyBuilder(p.context(), block, state.location);
    Operation payload = b.create(name, payloadOperands, List.of(resultType));
    for (var e : attrs.entries().entrySet()) payload.setAttr(e.getKey(), e.getValue());
    b.yield(new ArrayList<>(payload.results()));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    Block body = op.region(0).entryBlock();
    Operation payload = body == null ? null : shortFormPayload(body);
    if (payload != null) printShortForm(p, payload);
    StructuredOperands.print(p, LinalgDecls.inputs(op), LinalgDecls.outputs(op));
    List<String> elided = List.of();
    if (reduce) {
      p.print(" dimensions = ");
      Attrs.DENSE_I64_ARRAY.print(op.attr("dimensions"), p);
      p.print(" ");
      elided = List.of("dimensions");
    }
    p.printOptionalAttrDict(op, elided);
    if (payload == null && body != null) {
      p.increaseIndent();
      p.printNewline();
      p.print("(");
      for (int i = 0; i < body.numArguments(); i++) {
        if (i > 0) p.print(", ");
        p.printRegionArgument(body.argument(i));
      }
      p.print(") ");
      p.printRegion(op.region(0), false, true, false);
      p.decreaseIndent();
    }
  }

  /** The body's only op when the body is what the short form would build, else null. */
  private Operation shortFormPayload(Block body) {
    if (body.size() != 2) return null;
    Operation payload = body.first();
    Operation yield = body.last();
    List<Value> operands = payload.operands();
    List<BlockArgument> args = body.arguments();
    if (operands.isEmpty()) return null;
    List<Value> expected = new ArrayList<>();
    if (reduce) {
      if (args.isEmpty()) return null;
      expected.add(args.get(args.size() - 1));
      expected.addAll(args.subList(0, args.size() - 1));
    } else {
      if (args.isEmpty()) return null;
      expected.addAll(args.subList(0, args.size() - 1));
    }
    if (!operands.equals(expected)) return null;
    if (!yield.operands().equals(new ArrayList<Value>(payload.results()))) return null;
    return payload;
  }

  /** {@code { arith.addf {attrs} }}, eliding a fastmath attribute that says none. */
  private static void printShortForm(OpAsmPrinter p, Operation payload) {
    p.print(" { " + payload.name());
    Map<String, Attribute> attrs = new TreeMap<>(payload.properties());
    attrs.putAll(payload.attributes());
    List<String> elided = new ArrayList<>();
    for (var e : attrs.entrySet()) {
      if (String.valueOf(e.getValue()).equals("#arith.fastmath<none>")) elided.add(e.getKey());
    }
    p.printOptionalAttrDict(attrs, elided);
    p.print(" }");
  }
}
