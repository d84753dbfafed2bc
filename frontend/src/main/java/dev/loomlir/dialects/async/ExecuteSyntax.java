package dev.loomlir.dialects.async;

import dev.loomlir.ir.Argument;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The hand-written syntax of {@code async.execute}, as upstream's:
 * <pre>
 * %token, %values = async.execute [%dep, ...] (%operand as %unwrapped: !async.value&lt;T&gt;, ...)
 *     -> (!async.value&lt;R&gt;, ...) attributes {...} { body }
 * </pre>
 * The body's entry arguments are the operands' payload types; the first result is always the
 * completion token, followed by one {@code !async.value} per declared result type.
 */
final class ExecuteSyntax implements CustomSyntax {
  static final String SEGMENT_SIZES = "operandSegmentSizes";

  @Override public void parse(OpAsmParser p, OperationState state) {
    int numDependencies = parseDependencies(p, state);

    SourcePos operandsPos = p.currentPos();
    List<UnresolvedOperand> bodyOperands = new ArrayList<>();
    List<Type> bodyOperandTypes = new ArrayList<>();
    List<Argument> unwrappedArgs = new ArrayList<>();
    if (p.parseOptional("(") && !p.parseOptional(")")) {
      do {
        bodyOperands.add(p.parseOperand());
        p.parseKeyword("as");
        Argument arg = p.parseArgument(false, false);
        Type type = p.parseColonType();
        bodyOperandTypes.add(type);
        unwrappedArgs.add(arg.withType(ValueType.unwrap(type)));
      } while (p.parseOptional(","));
      p.parse(")");
    }
    state.operands.addAll(p.resolveOperands(bodyOperands, bodyOperandTypes, operandsPos));
    state.properties.put(SEGMENT_SIZES,
        DenseArrayAttr.ofI32(numDependencies, bodyOperands.size()));

    state.resultTypes.add(TokenType.INSTANCE);
    state.resultTypes.addAll(p.parseOptionalArrowTypeList());
    p.parseOptionalAttrDictWithKeyword(state);
    p.parseRegion(state.addRegion(), unwrappedArgs);
  }

  /**
   * {@code [%a, %b]}, possibly empty, or nothing; adds the tokens to the state's operands and
   * returns their number. As upstream, they are resolved before the closing bracket is expected.
   */
  private static int parseDependencies(OpAsmParser p, OperationState state) {
    if (!p.parseOptional("[") || p.parseOptional("]")) return 0;
    List<UnresolvedOperand> tokens = new ArrayList<>();
    do {
      tokens.add(p.parseOperand());
    } while (p.parseOptional(","));
    state.operands.addAll(p.resolveOperands(tokens, TokenType.INSTANCE));
    p.parse("]");
    return tokens.size();
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    List<Value> dependencies = op.operandGroup("dependencies");
    if (!dependencies.isEmpty()) {
      p.print(" [");
      p.printOperands(dependencies);
      p.print("]");
    }

    List<Value> bodyOperands = op.operandGroup("bodyOperands");
    if (!bodyOperands.isEmpty()) {
      Block entry = op.region(0).entryBlock();
      p.print(" (");
      for (int i = 0; i < bodyOperands.size(); i++) {
        if (i > 0) p.print(", ");
        p.printOperand(bodyOperands.get(i));
        p.print(" as ");
        // A malformed op may lack the argument; print what exists rather than fail.
        if (entry != null && i < entry.numArguments()) p.printOperand(entry.argument(i));
        p.print(": ");
        p.printType(bodyOperands.get(i).type());
      }
      p.print(")");
    }

    List<Type> resultTypes = op.resultTypes();
    p.printOptionalArrowTypeList(resultTypes.subList(Math.min(1, resultTypes.size()), resultTypes.size()));
    p.printOptionalAttrDictWithKeyword(op, List.of(SEGMENT_SIZES));
    p.print(" ");
    p.printRegion(op.region(0), false, true, false);
  }
}
