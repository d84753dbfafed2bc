package dev.loomlir.syntax.parse;

import dev.loomlir.dialect.Context;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;

/**
 * The shared {@link IrFixtures} bound to the parser tests' own dialects ({@link TestDialects}), so
 * parser tests do not depend on the real ones; errors read {@code line:col: message}. Modules are
 * not verified: the test dialects declare syntax only, and what is under test is what the parser
 * builds (forward references included), which the verifier would reject.
 */
final class ParseTesting {
  private static final String FILE = "in.mlir";

  private ParseTesting() {}

  static Operation parse(String text) { return IrFixtures.parseUnverified(TestDialects.context(), FILE, text); }

  static Operation parseUnregistered(String text) { return IrFixtures.parseUnverified(unregistered(), FILE, text); }

  static String error(String text) { return IrFixtures.errorAt(TestDialects.context(), text); }

  static String errorUnregistered(String text) { return IrFixtures.errorAt(unregistered(), text); }

  private static Context unregistered() { return TestDialects.context().setAllowUnregisteredDialects(true); }
}
