package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.GroupType;
import dev.loomlir.dialects.async.RuntimeAddToGroupOp;
import dev.loomlir.dialects.async.RuntimeIsErrorOp;
import dev.loomlir.dialects.async.RuntimeLoadOp;
import dev.loomlir.dialects.async.TokenType;
import dev.loomlir.dialects.async.ValueType;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;

/**
 * Upstream's {@code async-runtime-policy-based-ref-counting}: no liveness, only the default
 * policy that a token is awaited or added to a group once and a value or group awaited once. A
 * reference is dropped right after {@code is_error} of a token or group (the last thing a
 * coroutine does with an awaited operand), after {@code load} of a value, and after
 * {@code add_to_group} of a token; unused values are dropped where they are defined.
 */
public final class AsyncRuntimePolicyBasedRefCountingPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(AsyncRuntimePolicyBasedRefCountingPass.class,
      "async-runtime-policy-based-ref-counting", "Policy based reference counting for Async runtime operations")
      .factory(AsyncRuntimePolicyBasedRefCountingPass::new);

  /** Builds in the context the pass runs in (set by {@link #run}). */
  private OpBuilder builder;

  @Override public void run(Operation root, PassContext context) {
    builder = new OpBuilder(context.context());
    RefCountedValues.forEach(root, this::addRefCounting);
  }

  private void addRefCounting(Value value) {
    if (!value.hasUses()) {
      RefCountedValues.dropRightAfterDefinition(value, builder);
      return;
    }
    for (OpOperand use : new ArrayList<>(value.uses())) {
      Operation user = use.owner();
      int count = policy(user, value.type());
      if (count < 0) builder.setInsertionPointAfter(user);
      else builder.setInsertionPointBefore(user);
      RefCountedValues.adjustRefs(builder, value, count, user.location());
    }
  }

  /** The reference count change the default policy attaches to one use. */
  private static int policy(Operation user, Type type) {
    boolean tokenOrGroup = type instanceof TokenType || type instanceof GroupType;
    if (RuntimeIsErrorOp.is(user)) return tokenOrGroup ? -1 : 0;
    if (RuntimeLoadOp.is(user)) return type instanceof ValueType ? -1 : 0;
    if (RuntimeAddToGroupOp.is(user)) return type instanceof TokenType ? -1 : 0;
    return 0;
  }
}
