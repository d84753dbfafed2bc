package dev.loomlir.dialects.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.dialects.vector.PunctuationAttr;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.verify.Verifier;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Custom syntax printing of IR built in code (no parser involved): func.func, scf.for (with
 * iter_args, and unsigned over i32), scf.index_switch and vector.print. The expected text is what
 * mlir-opt-22 prints for it.
 */
class BuiltIrPrintTest {
  private final Context ctx = Dialects.newContext();

  private Operation op(String name, List<Value> operands, List<Type> results, int regions) {
    OperationState s = new OperationState(name, ctx.op(name), Location.UNKNOWN);
    s.operands.addAll(operands);
    s.resultTypes.addAll(results);
    for (int i = 0; i < regions; i++) s.addRegion();
    return s.build();
  }

  private Operation function(String name, FunctionType type) {
    Operation f = op("func.func", List.of(), List.of(), 1);
    f.setAttr("sym_name", new StringAttr(name));
    f.setAttr("function_type", new TypeAttr(type));
    return f;
  }

  @Test
  void printsUpstreamCustomSyntax() {
    Operation module = op("builtin.module", List.of(), List.of(), 1);
    Block top = module.region(0).addBlock();

    Operation ext = function("ext", new FunctionType(List.of(IntegerType.I32, IndexType.INSTANCE), List.of(FloatType.F32)));
    ext.setAttr("sym_visibility", new StringAttr("private"));
    ext.setAttr("arg_attrs", new ArrayAttr(List.of(DictionaryAttr.EMPTY, DictionaryAttr.of(Map.of("xyz.a", UnitAttr.INSTANCE)))));
    top.append(ext);

    Operation f = function("f", new FunctionType(List.of(IndexType.INSTANCE, FloatType.F32, IntegerType.I32), List.of(FloatType.F32)));
    f.setAttr("no_inline", UnitAttr.INSTANCE);
    top.append(f);
    Block body = f.region(0).addBlock();
    Value idx = body.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Value x = body.addArgument(FloatType.F32, Location.UNKNOWN);
    Value n = body.addArgument(IntegerType.I32, Location.UNKNOWN);

    Operation loop = op("scf.for", List.of(idx, idx, idx, x), List.of(FloatType.F32), 1);
    Block loopBody = loop.region(0).addBlock();
    loopBody.addArgument(IndexType.INSTANCE, Location.UNKNOWN);
    Value iter = loopBody.addArgument(FloatType.F32, Location.UNKNOWN);
    loopBody.append(op("scf.yield", List.of(iter), List.of(), 0));
    body.append(loop);

    Operation unsignedLoop = op("scf.for", List.of(n, n, n), List.of(), 1);
    unsignedLoop.setAttr("unsignedCmp", UnitAttr.INSTANCE);
    Block unsignedBody = unsignedLoop.region(0).addBlock();
    unsignedBody.addArgument(IntegerType.I32, Location.UNKNOWN);
    Operation print = op("vector.print", List.of(x), List.of(), 0);
    print.setAttr("punctuation", new PunctuationAttr(PunctuationAttr.Kind.COMMA));
    unsignedBody.append(print);
    unsignedBody.append(op("scf.yield", List.of(), List.of(), 0));
    body.append(unsignedLoop);

    Operation select = op("scf.index_switch", List.of(idx), List.of(FloatType.F32), 2);
    select.setAttr("cases", DenseArrayAttr.ofLongs(IntegerType.I64, 4));
    select.region(0).addBlock().append(op("scf.yield", List.of(x), List.of(), 0));
    select.region(1).addBlock().append(op("scf.yield", List.of(loop.result(0)), List.of(), 0));
    body.append(select);

    Operation text = op("vector.print", List.of(), List.of(), 0);
    text.setAttr("stringLiteral", new StringAttr("hi\n"));
    text.setAttr("punctuation", PunctuationAttr.NEWLINE);
    body.append(text);
    body.append(op("func.return", List.of(select.result(0)), List.of(), 0));

    Verifier.verify(module);
    // Upstream leaves a space at the end of the index_switch line, and two before `: i32`.
    assertEquals("""
        module {
          func.func private @ext(i32, index {xyz.a}) -> f32
          func.func @f(%arg0: index, %arg1: f32, %arg2: i32) -> f32 attributes {no_inline} {
            %0 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg1) -> (f32) {
              scf.yield %arg4 : f32
            }
            scf.for unsigned %arg3 = %arg2 to %arg2 step %arg2  : i32 {
              vector.print %arg1 : f32 punctuation <comma>
            }
            %1 = scf.index_switch %arg0 -> f32\s
            case 4 {
              scf.yield %0 : f32
            }
            default {
              scf.yield %arg1 : f32
            }
            vector.print str "hi\\0A"
            return %1 : f32
          }
        }
        """, IrFixtures.print(module));
  }
}
