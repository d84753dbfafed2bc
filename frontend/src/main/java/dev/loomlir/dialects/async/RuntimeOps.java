package dev.loomlir.dialects.async;

import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import java.util.List;

/**
 * The {@code async.runtime.*} ops: explicit calls into the async runtime (reference-counted
 * tokens, values and groups), the middle step of lowering {@code async.execute}.
 */
final class RuntimeOps {
  private RuntimeOps() {}

  /** ODS {@code ConfinedAttr<I64Attr, [IntPositive]>}. */
  static final AttrKind POSITIVE_I64 = Attrs.generic("64-bit signless integer attribute whose value is positive",
      a -> a instanceof IntegerAttr i && i.type().equals(IntegerType.I64) && i.value() > 0);

  private static final String STORE_LOAD_RULE = "type of 'value' matches element type of 'storage'";

  static List<OpDef> ops() {
    return List.of(
        OpDef.op("async.runtime.create")
            .summary("creates an async runtime token or value")
            .result("result", AsyncTypes.VALUE_OR_TOKEN)
            .traits(Trait.SIDE_EFFECTS)
            .format("attr-dict `:` type($result)"),
        OpDef.op("async.runtime.create_group")
            .summary("creates an async runtime group")
            .operand("size", Types.INDEX)
            .result("result", AsyncTypes.GROUP)
            .traits(Trait.SIDE_EFFECTS)
            .format("$size `:` type($result) attr-dict "),
        OpDef.op("async.runtime.set_available")
            .summary("switches token or value to available state")
            .operand("operand", AsyncTypes.VALUE_OR_TOKEN)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand attr-dict `:` type($operand)"),
        OpDef.op("async.runtime.set_error")
            .summary("switches token or value to error state")
            .operand("operand", AsyncTypes.VALUE_OR_TOKEN)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand attr-dict `:` type($operand)"),
        OpDef.op("async.runtime.is_error")
            .summary("returns true if token, value or group is in error state")
            .operand("operand", AsyncTypes.ANY_ASYNC)
            .result("is_error", Types.I1)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand attr-dict `:` type($operand)"),
        OpDef.op("async.runtime.await")
            .summary("blocks the caller thread until the operand becomes available")
            .operand("operand", AsyncTypes.ANY_ASYNC)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand attr-dict `:` type($operand)"),
        OpDef.op("async.runtime.resume")
            .summary("resumes the coroutine on a thread managed by the runtime")
            .operand("handle", AsyncTypes.CORO_HANDLE)
            .traits(Trait.SIDE_EFFECTS)
            .format("$handle attr-dict"),
        OpDef.op("async.runtime.await_and_resume")
            .summary("awaits the async operand and resumes the coroutine")
            .operand("operand", AsyncTypes.ANY_ASYNC)
            .operand("handle", AsyncTypes.CORO_HANDLE)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand `,` $handle attr-dict `:` type($operand)"),
        OpDef.op("async.runtime.store")
            .summary("stores the value into the runtime async.value")
            .operand("value", Types.ANY)
            .operand("storage", AsyncTypes.VALUE)
            .typesMatchWith(STORE_LOAD_RULE, "storage", "value", ValueType::unwrap)
            .traits(Trait.SIDE_EFFECTS)
            .format("$value `,` $storage attr-dict `:` custom<AsyncValueType>(type($storage))"),
        OpDef.op("async.runtime.load")
            .summary("loads the value from the runtime async.value")
            .operand("storage", AsyncTypes.VALUE)
            .result("result", Types.ANY)
            .typesMatchWith(STORE_LOAD_RULE, "storage", "result", ValueType::unwrap)
            .traits(Trait.SIDE_EFFECTS)
            .format("$storage attr-dict `:` custom<AsyncValueType>(type($storage))"),
        OpDef.op("async.runtime.add_to_group")
            .summary("adds an async token or value to the group")
            .operand("operand", AsyncTypes.VALUE_OR_TOKEN)
            .operand("group", AsyncTypes.GROUP)
            .result("rank", Types.INDEX)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand `,` $group attr-dict `:` type($operand)"),
        OpDef.op("async.runtime.add_ref")
            .summary("adds a reference to async value")
            .operand("operand", AsyncTypes.ANY_ASYNC)
            .attr("count", POSITIVE_I64)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand attr-dict `:` type($operand)"),
        OpDef.op("async.runtime.drop_ref")
            .summary("drops a reference to async value")
            .operand("operand", AsyncTypes.ANY_ASYNC)
            .attr("count", POSITIVE_I64)
            .traits(Trait.SIDE_EFFECTS)
            .format("$operand attr-dict `:` type($operand)"),
        OpDef.op("async.runtime.num_worker_threads")
            .summary("gets the number of threads in the threadpool from the runtime")
            .result("result", Types.INDEX)
            .traits(Trait.SIDE_EFFECTS)
            .inferResultTypes(state -> List.of(IndexType.INSTANCE))
            .format("attr-dict `:` type($result)"));
  }
}
