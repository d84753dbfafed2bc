package dev.loomlir.syntax.format;

import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import java.util.List;

/**
 * A {@code custom<Name>(args)} directive of an assembly format: hand-written parse/print for
 * part of an op's syntax. {@code args} are the directive's arguments as written, e.g.
 * {@code ["$offsets", "$static_offsets"]} or {@code ["type($result)"]}, {@code ["ref($x)"]}.
 */
public interface CustomDirective {
  void parse(OpAsmParser p, FormatState state, List<String> args);

  void print(OpAsmPrinter p, Operation op, List<String> args);
}
