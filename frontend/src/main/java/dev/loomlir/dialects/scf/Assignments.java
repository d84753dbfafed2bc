package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Argument;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code (%inner = %outer, ...)} lists of {@code iter_args} and {@code scf.while}: region
 * arguments bound to initial values (upstream's {@code parseAssignmentList} and
 * {@code printInitializationList}).
 */
public final class Assignments {
  /** The parsed pairs: region arguments (untyped) and the values they start from. */
  public record Parsed(List<Argument> arguments, List<UnresolvedOperand> initial) {}

  private Assignments() {}

  public static Parsed parse(OpAsmParser p) {
    p.parse("(");
    return parseRest(p);
  }

  /** Null, consuming nothing, when the next token is not {@code (}. */
  public static Parsed parseOptional(OpAsmParser p) {
    return p.parseOptional("(") ? parseRest(p) : null;
  }

  private static Parsed parseRest(OpAsmParser p) {
    List<Argument> args = new ArrayList<>();
    List<UnresolvedOperand> init = new ArrayList<>();
    if (!p.parseOptional(")")) {
      do {
        args.add(p.parseArgument(false, false));
        p.parse("=");
        init.add(p.parseOperand());
      } while (p.parseOptional(","));
      p.parse(")");
    }
    return new Parsed(args, init);
  }

  /** {@code prefix(%a = %x, %b = %y)}; nothing when empty. */
  public static void print(OpAsmPrinter p, String prefix, List<BlockArgument> args, List<Value> init) {
    if (init.isEmpty()) return;
    p.print(prefix).print("(");
    for (int i = 0; i < init.size(); i++) {
      if (i > 0) p.print(", ");
      p.printOperand(args.get(i));
      p.print(" = ");
      p.printOperand(init.get(i));
    }
    p.print(")");
  }
}
