package dev.loomlir.syntax.format;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;

/** An op's custom syntax compiled from its declarative assembly format. */
public final class CompiledFormat implements CustomSyntax {
  private final FormatSpec spec;
  private final TypeResolver resolver;
  private final FormatPrinter printer;
  private final FormatOpParser parser;

  private CompiledFormat(OpDef def, FormatSpec spec, TypeResolver resolver) {
    this.spec = spec;
    this.resolver = resolver;
    this.printer = new FormatPrinter(def, spec, SpacingPlan.of(spec.elements()));
    this.parser = new FormatOpParser(def, spec, resolver);
  }

  /** Compiles {@code format} for {@code def}; a malformed format throws {@link IllegalArgumentException}. */
  public static CompiledFormat compile(String format, OpDef def) {
    FormatSpec spec = FormatStringParser.parse(format, def);
    TypeResolver resolver = TypeResolver.plan(def, spec, new FormatErrors(def.name(), format));
    return new CompiledFormat(def, spec, resolver);
  }

  /** The parsed format (for tests and tools). */
  public FormatSpec spec() { return spec; }

  /** True when the parser asks the op to infer its result types. */
  public boolean infersResultTypes() { return resolver.infersResults(); }

  @Override public void parse(OpAsmParser p, OperationState state) { parser.parse(p, state); }

  @Override public void print(Operation op, OpAsmPrinter p) { printer.print(op, p); }
}
