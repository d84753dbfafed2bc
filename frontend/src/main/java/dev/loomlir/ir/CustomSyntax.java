package dev.loomlir.ir;

/**
 * An op's custom assembly: everything after the op name (and the result list). Either compiled
 * from a declarative assembly format string, or written by hand where upstream also has C++ code.
 */
public interface CustomSyntax {
  void parse(OpAsmParser p, OperationState state);

  void print(Operation op, OpAsmPrinter p);
}
