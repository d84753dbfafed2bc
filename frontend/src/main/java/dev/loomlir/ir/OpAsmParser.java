package dev.loomlir.ir;

import java.util.List;

/**
 * What custom op syntax (hand-written or from an assembly format) and dialect type/attribute
 * parsers may ask of the parser. Mirrors MLIR's {@code OpAsmParser}. Methods named
 * {@code parseOptional...} return false/null without consuming input when the construct is
 * absent; the others throw a {@link DiagnosticException} at the current token.
 */
public interface OpAsmParser {
  /**
   * Upstream's {@code ensureTerminator}, for custom syntax that may elide an operand-less
   * terminator (ODS SingleBlockImplicitTerminator): an empty region gets a block, and a last
   * block not ending with a terminator gets {@code terminatorName} appended at {@code loc}.
   */
  default void ensureTerminator(Region region, String terminatorName, Location loc) {
    if (region.isEmpty()) region.addBlock();
    Block block = region.blocks().get(region.blocks().size() - 1);
    Operation last = block.last();
    if (last != null && last.def() != null && last.def().has(Trait.TERMINATOR)) return;
    block.append(new OperationState(terminatorName, context().op(terminatorName), loc).build());
  }

  /** The ops this text may use (the parse's {@code Context}). */
  OpRegistry context();

  // ---- errors and positions ----

  SourcePos currentPos();

  /** An error at the current token (to be thrown by the caller). */
  DiagnosticException error(String message);

  DiagnosticException errorAt(SourcePos pos, String message);

  /**
   * An error at the op's name, as upstream's {@code emitError(getNameLoc(), ...)}: for checks
   * custom syntax makes once it has read what it needs ({@code state} is the op being parsed).
   */
  DiagnosticException errorAtName(OperationState state, String message);

  /** The location of a source position, e.g. for an op created by custom syntax. */
  Location locationOf(SourcePos pos);

  // ---- punctuation and keywords ----

  /**
   * Consumes {@code punct} if it is next. Accepted: {@code , : ; ( ) [ ] { } < > = -> ... ? * + | ::}
   * (a {@code >} is split off {@code >>}-like tokens as MLIR's lexer would).
   */
  boolean parseOptional(String punct);

  /** Expects {@code punct}; the error reads {@code expected '<punct>'}. */
  void parse(String punct);

  boolean parseOptionalKeyword(String keyword);

  void parseKeyword(String keyword);

  /** The next bare identifier (keyword), or null. Includes keywords with dots such as {@code nsw}. */
  String parseOptionalKeywordAny();

  String parseKeywordAny();

  /** Consumes the next keyword if it is one of {@code allowed}; returns it, or null. */
  String parseOptionalKeywordOf(List<String> allowed);

  boolean parseOptionalArrow();

  /** True if the next token is {@code punctOrKeyword}, without consuming it. */
  boolean currentIs(String punctOrKeyword);

  /** Whether the next token is a {@code #name} (an attribute alias or dialect attribute). */
  boolean atHashIdentifier();

  // ---- literals ----

  /** An integer literal, optionally negative; decimal or hex. */
  long parseInteger();

  Long parseOptionalInteger();

  /** A float literal (or integer, or hex bits interpreted for {@code type}). */
  double parseFloat(dev.loomlir.ir.FloatType type);

  String parseString();

  String parseOptionalString();

  /** {@code @name} (possibly a quoted symbol name); returns the name without {@code @}. */
  String parseSymbolName();

  String parseOptionalSymbolName();

  // ---- SSA operands ----

  UnresolvedOperand parseOperand();

  UnresolvedOperand parseOptionalOperand();

  /** A comma-separated list of operands inside the delimiter (optional delimiters may be absent). */
  List<UnresolvedOperand> parseOperandList(Delimiter delimiter);

  /** Looks up (or forward-declares) the value for an operand, checking its type. */
  Value resolveOperand(UnresolvedOperand operand, Type type);

  List<Value> resolveOperands(List<UnresolvedOperand> operands, List<Type> types, SourcePos pos);

  /** Resolves all operands to the same type. */
  List<Value> resolveOperands(List<UnresolvedOperand> operands, Type type);

  // ---- types ----

  Type parseType();

  Type parseOptionalType();

  /**
   * A type of class {@code kind}, as upstream's parsers of a specific type class (such as
   * {@code parseColonType(MemRefType &)}) read it; another type is an error at the type naming
   * {@code builtinName} ({@code builtin.memref}).
   */
  default <T extends Type> T parseTypeOf(Class<T> kind, String builtinName) {
    return typeOf(currentPos(), parseType(), kind, builtinName);
  }

  /** {@code : type} of class {@code kind}; another type is an error at the colon, as upstream places it. */
  default <T extends Type> T parseColonTypeOf(Class<T> kind, String builtinName) {
    return typeOf(currentPos(), parseColonType(), kind, builtinName);
  }

  private <T extends Type> T typeOf(SourcePos pos, Type type, Class<T> kind, String builtinName) {
    if (kind.isInstance(type)) return kind.cast(type);
    throw errorAt(pos, "invalid kind of type specified: expected " + builtinName + ", but found '" + type + "'");
  }

  /** {@code : type} */
  Type parseColonType();

  /** {@code : t1, t2} (possibly empty after the colon? no: at least one). */
  List<Type> parseColonTypeList();

  /** {@code t1, t2, ...} (at least one). */
  List<Type> parseTypeList();

  /** A type list in parentheses, possibly empty: {@code (t1, t2)}. */
  List<Type> parseParenTypeList();

  /** {@code -> t} or {@code -> (t1, t2)}; absent arrow gives an empty list. */
  List<Type> parseOptionalArrowTypeList();

  /** A function result list: {@code t} or {@code (t1, t2)} (without the arrow). */
  List<Type> parseFunctionResultTypes();

  boolean atTypeStart();

  /** The dimension list of a shape: {@code 4x?x8x} (each followed by x) — used by dialect types. */
  List<Long> parseDimensionList(boolean allowDynamic, boolean withTrailingX);

  // ---- attributes ----

  Attribute parseAttribute();

  /** Parses an attribute whose type, if not written, is {@code type} (as {@code 5} for an i32 attr). */
  Attribute parseAttribute(Type type);

  Attribute parseOptionalAttribute();

  boolean atAttributeStart();

  /** A bare affine map, {@code (d0, d1)[s0] -> (d1, d0 + s0)} (as {@code memref.transpose} writes its permutation). */
  AffineMap parseAffineMap();

  /**
   * A list of affine expressions over SSA values inside {@code delimiter} ({@code [%i + 1, symbol(%n)]}),
   * MLIR's {@code parseAffineMapOfSSAIds}: each new {@code %v} is the next dimension, each new
   * {@code symbol(%v)} the next symbol.
   */
  ParsedAffineMap parseAffineMapOfSsaIds(Delimiter delimiter);

  /** One affine expression over SSA values (MLIR's {@code parseAffineExprOfSSAIds}), as a one-result map. */
  ParsedAffineMap parseAffineExprOfSsaIds();

  /** An optional {@code {...}} attribute dictionary into the state (routing inherent attributes to properties). */
  void parseOptionalAttrDict(OperationState state);

  /** {@code attributes {...}}, as used by ops whose body is a region (func.func, builtin.module). */
  void parseOptionalAttrDictWithKeyword(OperationState state);

  /** A {@code {...}} dictionary. */
  DictionaryAttr parseDictionaryAttr();

  /** The MLIR-22 properties dictionary {@code <{...}>}, if present, into {@code state.properties}. */
  void parseOptionalPropDict(OperationState state);

  // ---- regions, blocks and successors ----

  /**
   * One region argument: {@code %name} then, if {@code withType}, {@code : type}; then, when
   * {@code allowAttrs}, an optional attribute dictionary; always an optional {@code loc(...)}.
   */
  Argument parseArgument(boolean withType, boolean allowAttrs);

  Argument parseOptionalArgument(boolean withType, boolean allowAttrs);

  List<Argument> parseArgumentList(Delimiter delimiter, boolean withType, boolean allowAttrs);

  /**
   * Parses {@code { blocks }} into {@code region}. {@code entryArguments} (with types) become
   * the entry block's arguments; they are then in scope inside the region.
   */
  void parseRegion(Region region, List<Argument> entryArguments);

  boolean parseOptionalRegion(Region region, List<Argument> entryArguments);

  /** {@code ^bb3} */
  Block parseSuccessor();

  Block parseOptionalSuccessor();

  /** {@code ^bb3(%a, %b : i32, i64)} — the block and its operands, resolved. */
  Block parseSuccessorAndUseList(List<Value> operandsOut);

  /** {@code loc(...)} if present. */
  Location parseOptionalLocationSpecifier();
}
