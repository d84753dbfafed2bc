package dev.loomlir.dialects.async;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import java.util.List;

/**
 * The LLVM-coroutine intrinsics modelled as async ops ({@code async.coro.*}): the target of the
 * lowering from {@code async.execute} to switched-resume coroutines.
 */
final class CoroOps {
  private CoroOps() {}

  static List<OpDef> ops() {
    return List.of(
        OpDef.op("async.coro.id")
            .summary("returns a switched-resume coroutine identifier")
            .result("id", AsyncTypes.CORO_ID)
            .traits(Trait.SIDE_EFFECTS)
            .format("attr-dict"),
        OpDef.op("async.coro.begin")
            .summary("returns a handle to the coroutine")
            .operand("id", AsyncTypes.CORO_ID)
            .result("handle", AsyncTypes.CORO_HANDLE)
            .traits(Trait.SIDE_EFFECTS)
            .format("$id attr-dict"),
        OpDef.op("async.coro.free")
            .summary("deallocates the coroutine frame")
            .operand("id", AsyncTypes.CORO_ID)
            .operand("handle", AsyncTypes.CORO_HANDLE)
            .traits(Trait.SIDE_EFFECTS)
            .format("$id `,` $handle attr-dict"),
        OpDef.op("async.coro.end")
            .summary("marks the end of the coroutine in the suspend block")
            .operand("handle", AsyncTypes.CORO_HANDLE)
            .traits(Trait.SIDE_EFFECTS)
            .format("$handle attr-dict"),
        OpDef.op("async.coro.save")
            .summary("saves the coroutine state")
            .operand("handle", AsyncTypes.CORO_HANDLE)
            .result("state", AsyncTypes.CORO_STATE)
            .traits(Trait.SIDE_EFFECTS)
            .format("$handle attr-dict"),
        OpDef.op("async.coro.suspend")
            .summary("suspends the coroutine")
            .operand("state", AsyncTypes.CORO_STATE)
            .successor("suspendDest")
            .successor("resumeDest")
            .successor("cleanupDest")
            .traits(Trait.TERMINATOR, Trait.SIDE_EFFECTS)
            .format("$state `,` $suspendDest `,` $resumeDest  `,` $cleanupDest attr-dict"));
  }
}
