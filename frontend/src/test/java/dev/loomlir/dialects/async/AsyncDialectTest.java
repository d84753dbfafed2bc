package dev.loomlir.dialects.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Type;
import dev.loomlir.syntax.format.OpSyntax;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The dialect's declarations: the op list of MLIR 22, compilable formats, type spellings. */
class AsyncDialectTest {
  /** The 29 ops of MLIR 22's AsyncOps.td. */
  private static final Set<String> UPSTREAM_OPS = new TreeSet<>(Set.of(
      "async.execute", "async.func", "async.call", "async.return", "async.yield", "async.await",
      "async.create_group", "async.add_to_group", "async.await_all",
      "async.coro.id", "async.coro.begin", "async.coro.free", "async.coro.end", "async.coro.save",
      "async.coro.suspend",
      "async.runtime.create", "async.runtime.create_group", "async.runtime.set_available",
      "async.runtime.set_error", "async.runtime.is_error", "async.runtime.await", "async.runtime.resume",
      "async.runtime.await_and_resume", "async.runtime.store", "async.runtime.load",
      "async.runtime.add_to_group", "async.runtime.add_ref", "async.runtime.drop_ref",
      "async.runtime.num_worker_threads"));

  @Test
  void declaresExactlyTheUpstreamOps() {
    Set<String> declared = new AsyncDialect().ops().stream().map(OpDef::name)
        .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(29, UPSTREAM_OPS.size());
    assertEquals(UPSTREAM_OPS, declared);
  }

  @Test
  void isRegisteredInTheDefaultContext() {
    var ctx = Dialects.newContext();
    assertNotNull(ctx.dialect("async"));
    for (String name : UPSTREAM_OPS) assertNotNull(ctx.op(name), name);
  }

  @Test
  void everyOpHasCustomSyntaxAndEveryFormatCompiles() {
    for (OpDef op : new AsyncDialect().ops()) {
      assertNotNull(OpSyntax.of(op), op.name() + " has no custom syntax");
    }
  }

  @Test
  void typesSpellThemselvesAsUpstream() {
    assertEquals("!async.token", TokenType.INSTANCE.toString());
    assertEquals("!async.group", GroupType.INSTANCE.toString());
    assertEquals("!async.coro.id", CoroIdType.INSTANCE.toString());
    assertEquals("!async.coro.handle", CoroHandleType.INSTANCE.toString());
    assertEquals("!async.coro.state", CoroStateType.INSTANCE.toString());
    Type nested = new ValueType(new ValueType(IntegerType.I32));
    assertEquals("!async.value<!async.value<i32>>", nested.toString());
    assertEquals(new ValueType(IntegerType.I32), ValueType.unwrap(nested));
    assertEquals(IntegerType.I32, ValueType.unwrap(IntegerType.I32));
  }

  @Test
  void constraintsUseUpstreamDescriptions() {
    assertEquals("async value type or async token type", AsyncTypes.VALUE_OR_TOKEN.description());
    assertEquals("async value type or async token type or async group type", AsyncTypes.ANY_ASYNC.description());
    assertEquals(TokenType.INSTANCE, AsyncTypes.TOKEN.fixedType());
  }
}
