package dev.loomlir.ir;

import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * What custom op syntax may ask of the printer; mirrors MLIR's {@code OpAsmPrinter}. The printer
 * has already printed {@code %results = op.name}; custom syntax prints the rest, starting with
 * a space where it prints anything.
 */
public interface OpAsmPrinter {
  /** Raw text. */
  OpAsmPrinter print(String text);

  OpAsmPrinter print(long value);

  /** The SSA name of a value, e.g. {@code %arg0}, {@code %c0}, {@code %3#1}. */
  void printOperand(Value v);

  /** Comma-separated operands. */
  void printOperands(List<? extends Value> values);

  void printType(Type t);

  /** Comma-separated types. */
  void printTypes(List<Type> types);

  /** {@code " -> t"}, {@code " -> (t1, t2)"} (with the leading space, as MLIR); nothing for an empty list. */
  void printOptionalArrowTypeList(List<Type> types);

  /** {@code t} or {@code (t1, t2)} or {@code ()} as a function result list. */
  void printFunctionResultTypes(List<Type> types);

  /** {@code (operand types) -> result types} for the op. */
  void printFunctionalType(Operation op);

  void printAttribute(Attribute a);

  /** Integer and float attributes without their {@code : type}; others as {@link #printAttribute}. */
  void printAttributeWithoutType(Attribute a);

  /** A {@code {...}} dictionary of the op's discardable attributes and its properties not in {@code elided}, with a leading space; nothing if empty. */
  void printOptionalAttrDict(Operation op, Collection<String> elided);

  /** As above, preceded by {@code attributes}. */
  void printOptionalAttrDictWithKeyword(Operation op, Collection<String> elided);

  /** A leading space and {@code {...}} of the given attributes (minus {@code elided}); nothing if empty. */
  void printOptionalAttrDict(Map<String, Attribute> attrs, Collection<String> elided);

  void printSymbolName(String name);

  /**
   * The results of {@code map}, comma-separated, with each dimension printed as its operand
   * ({@code %i}) and each symbol as {@code symbol(%n)}: MLIR's {@code printAffineMapOfSSAIds}.
   * {@code operands} are the map's dimensions, then its symbols.
   */
  void printAffineMapOfSsaIds(AffineMap map, java.util.List<? extends Value> operands);

  /** One expression, its dimensions and symbols printed as the given operands (MLIR's {@code printAffineExprOfSSAIds}). */
  void printAffineExprOfSsaIds(AffineExpr expr, java.util.List<? extends Value> dims, java.util.List<? extends Value> symbols);

  /**
   * Prints {@code { ... }}. {@code printEntryBlockArgs}: print the entry block's label and
   * arguments (false when the op's syntax already printed them); {@code printBlockTerminators}:
   * false to elide an implicit terminator with no operands; {@code printEmptyBlock}: print an
   * empty entry block rather than nothing.
   */
  void printRegion(Region region, boolean printEntryBlockArgs, boolean printBlockTerminators, boolean printEmptyBlock);

  default void printRegion(Region region) { printRegion(region, true, true, false); }

  /** {@code %name: type} (plus its location with --mlir-print-debuginfo). */
  void printRegionArgument(BlockArgument arg);

  /** As above with argument attributes (function arguments). */
  void printRegionArgument(BlockArgument arg, Map<String, Attribute> attrs);

  void printSuccessor(Block b);

  /** {@code ^bb1(%a, %b : i32, i64)} */
  void printSuccessorAndUseList(Block b, List<Value> operands);

  void printNewline();

  void increaseIndent();

  void decreaseIndent();

  void printOptionalLocationSpecifier(dev.loomlir.ir.Location loc);

  /** Prints {@code op} without its result list: an op nested inline in another op's syntax ({@code vector.mask}). */
  void printCustomOrGenericOp(Operation op);

  /** True when printing in generic form (custom syntax is not consulted then). */
  boolean printingGeneric();
}
