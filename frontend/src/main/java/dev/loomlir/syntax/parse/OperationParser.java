package dev.loomlir.syntax.parse;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialect.Context;
import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Argument;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.ParsedAffineMap;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.syntax.format.OpSyntax;
import dev.loomlir.syntax.parse.Token.Kind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The MLIR parser proper: operations (generic and custom form), regions, blocks and SSA values,
 * top-level alias definitions; and the {@link OpAsmParser} that custom op syntax and dialect
 * type/attribute hooks use.
 */
public final class OperationParser implements OpAsmParser {
  /** {@code %name} or {@code %name:count} on the left of an op. */
  private record ResultGroup(String name, int count, int offset) {}

  private final ParserState s;
  private final ValueScopes values;
  private final List<BlockScope> blockScopes = new ArrayList<>();
  /** Unprefixed custom op names resolve in the innermost entry (pushed by custom ops only, as MLIR does). */
  private final List<String> defaultDialects = new ArrayList<>();
  /** Whether the custom op being parsed is isolated from above, innermost last. */
  private final List<Boolean> customOpIsolated = new ArrayList<>();

  public OperationParser(Context ctx, SourceBuffer buffer) {
    this.s = new ParserState(ctx, buffer);
    s.asm = this;
    s.types = new TypeParser(s);
    s.attrs = new AttributeParser(s);
    s.locs = new LocationParser(s);
    this.values = new ValueScopes(s);
    defaultDialects.add("builtin");
  }

  // =====================================================================================
  // Top level
  // =====================================================================================

  /** Parses the whole buffer into a {@code builtin.module} (wrapping the top-level ops unless they are one module). */
  public Operation parseModule() {
    try {
      return parseModuleUnguarded();
    } catch (StackOverflowError e) {
      throw s.error("input is nested too deeply for the parser's stack");
    } catch (DiagnosticException e) {
      throw e;
    } catch (RuntimeException e) {
      // A bug in a custom syntax or dialect hook: still report it as a diagnostic at the current token.
      throw s.error("internal error while parsing: " + e);
    }
  }

  private Operation parseModuleUnguarded() {
    Block top = new Block();
    values.pushRegion(true);
    blockScopes.add(new BlockScope(s));
    while (!s.at(Kind.EOF)) {
      switch (s.tok.kind()) {
        case HASH_IDENTIFIER -> parseAttributeAliasDef();
        case EXCLAMATION_IDENTIFIER -> parseTypeAliasDef();
        default -> parseOperation(top);
      }
    }
    blockScopes.remove(blockScopes.size() - 1).checkAllDefined();
    values.popRegion();
    values.checkAllDefined();
    s.locs.checkAllDeferredDefined();
    List<Operation> ops = top.operations();
    Operation module;
    if (ops.size() == 1 && ops.get(0).is("builtin.module")) {
      module = ops.get(0);
      module.remove();
    } else {
      module = new Operation("builtin.module", s.ctx.op("builtin.module"), List.of(), List.of(), 1,
          new Location.FileLineCol(s.buffer.name(), 0, 0));
      Block body = module.region(0).addBlock();
      for (Operation op : ops) body.append(op);
    }
    if (s.locs.hasDeferred()) resolveDeferredLocations(module);
    return module;
  }

  private void parseAttributeAliasDef() {
    Token t = s.tok;
    String name = s.text.substring(t.start() + 1, t.end());
    if (name.indexOf('.') >= 0) {
      throw s.errorAt(t.start(), "attribute names with a '.' are reserved for dialect-defined names");
    }
    if (s.attrAliases.containsKey(name)) throw s.errorAt(t.start(), "redefinition of attribute alias id '" + name + "'");
    s.consume();
    s.expect(Kind.EQUAL, "expected '=' in attribute alias definition");
    s.attrAliases.put(name, s.attrs.parseAttribute(null));
  }

  private void parseTypeAliasDef() {
    Token t = s.tok;
    String name = s.text.substring(t.start() + 1, t.end());
    if (name.indexOf('.') >= 0) {
      throw s.errorAt(t.start(), "type names with a '.' are reserved for dialect-defined names");
    }
    if (s.typeAliases.containsKey(name)) throw s.errorAt(t.start(), "redefinition of type alias id '" + name + "'");
    s.consume();
    s.expect(Kind.EQUAL, "expected '=' in type alias definition");
    s.typeAliases.put(name, s.types.parseType());
  }

  /** Swaps placeholder locations of {@code loc(#alias)} uses that preceded the alias definition. */
  private void resolveDeferredLocations(Operation root) {
    root.walk(op -> {
      if (s.locs.isDeferred(op.location())) op.setLocation(s.locs.resolve(op.location()));
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          for (BlockArgument a : b.arguments()) {
            if (a.location() != null && s.locs.isDeferred(a.location())) a.setLocation(s.locs.resolve(a.location()));
          }
        }
      }
    });
  }

  // =====================================================================================
  // Operations
  // =====================================================================================

  private void parseOperation(Block block) {
    int opStart = s.tok.start();
    List<ResultGroup> results = List.of();
    int numExpected = 0;
    if (s.at(Kind.PERCENT_IDENTIFIER)) {
      results = new ArrayList<>(1);
      do {
        Token nameTok = s.tok;
        s.expect(Kind.PERCENT_IDENTIFIER, "expected valid ssa identifier");
        int count = 1;
        if (s.consumeIf(Kind.COLON)) {
          if (!s.at(Kind.INTEGER)) throw s.wrongToken("expected integer number of results");
          Long v = Numbers.parseLongOrNull(s.text, s.tok.start(), s.tok.end());
          if (v == null || v < 1 || v > Integer.MAX_VALUE) throw s.error("expected named operation to have at least 1 result");
          s.consume();
          count = v.intValue();
        }
        results.add(new ResultGroup(s.spelling(nameTok), count, nameTok.start()));
        numExpected += count;
      } while (s.consumeIf(Kind.COMMA));
      s.expect(Kind.EQUAL, "expected '=' after SSA name");
    }
    Operation op;
    if (s.at(Kind.BARE_IDENTIFIER)) op = parseCustomOperation();
    else if (s.at(Kind.STRING)) op = parseGenericOperation();
    else throw s.wrongToken("expected operation name in quotes");
    block.append(op);
    if (results.isEmpty()) return;
    if (op.numResults() == 0) throw s.errorAt(opStart, "cannot name an operation with no results");
    if (numExpected != op.numResults()) {
      throw s.errorAt(opStart, "operation defines " + op.numResults() + " results but was provided "
          + numExpected + " to bind");
    }
    int resultIndex = 0;
    for (ResultGroup g : results) {
      for (int i = 0; i < g.count(); i++) values.define(g.name(), i, g.offset(), op.result(resultIndex++));
    }
  }

  private Operation parseGenericOperation() {
    int nameOffset = s.tok.start();
    String name = s.stringValue();
    if (name.isEmpty()) throw s.error("empty operation name is invalid");
    if (name.indexOf('\0') >= 0) throw s.error("null character not allowed in operation name");
    s.consume();
    OpDef def = s.ctx.op(name);
    boolean unknownOpOfKnownDialect = false;
    if (def == null) {
      int dot = name.indexOf('.');
      Dialect dialect = dot < 0 ? null : s.ctx.dialect(name.substring(0, dot));
      if (dialect == null && !s.ctx.allowUnregisteredDialects()) {
        throw s.error("operation being parsed with an unregistered dialect. If this is intended, please use "
            + "-allow-unregistered-dialect with the MLIR tool used");
      }
      unknownOpOfKnownDialect = dialect != null;
    }
    OperationState state = new OperationState(name, def, s.location(nameOffset));
    s.expect(Kind.L_PAREN, "expected '(' to start operand list");
    List<UnresolvedOperand> operands = parseOptionalSsaUseList();
    s.expect(Kind.R_PAREN, "expected ')' to end operand list");
    if (s.at(Kind.L_SQUARE)) {
      if (def != null && !def.has(Trait.TERMINATOR)) throw s.error("successors in non-terminator");
      s.consume();
      do state.successors.add(parseSuccessor()); while (s.consumeIf(Kind.COMMA));
      s.expect(Kind.R_SQUARE, "expected ',' or ']'");
    }
    if (s.consumeIf(Kind.LESS)) {
      int propPos = s.tok.start();
      Attribute props = s.attrs.parseAttribute(null);
      if (!(props instanceof DictionaryAttr dict)) throw s.errorAt(propPos, "expected a dictionary of properties");
      state.properties.putAll(dict.entries());
      s.expect(Kind.GREATER, "expected '>' to close properties");
    }
    if (s.consumeIf(Kind.L_PAREN)) {
      do {
        Region region = state.addRegion();
        parseRegionImpl(region, List.of(), false);
      } while (s.consumeIf(Kind.COMMA));
      s.expect(Kind.R_PAREN, "expected ')' to end region list");
    }
    if (s.at(Kind.L_BRACE)) parseOptionalAttrDict(state);
    s.expect(Kind.COLON, "expected ':' followed by operation type");
    int typePos = s.tok.start();
    Type type = s.types.parseType();
    if (!(type instanceof FunctionType fn)) throw s.errorAt(typePos, "expected function type");
    state.resultTypes.addAll(fn.results());
    if (fn.inputs().size() != operands.size()) {
      throw s.errorAt(typePos, "expected " + operands.size() + " operand type" + (operands.size() == 1 ? "" : "s")
          + " but had " + fn.inputs().size());
    }
    for (int i = 0; i < operands.size(); i++) state.operands.add(resolveOperand(operands.get(i), fn.inputs().get(i)));
    Location trailing = s.locs.parseOptionalTrailingLocation();
    if (trailing != null) state.location = trailing;
    if (unknownOpOfKnownDialect) {
      throw s.errorAt(nameOffset, "unregistered operation '" + name + "' found in dialect ('"
          + name.substring(0, name.indexOf('.')) + "') that does not allow unknown operations");
    }
    return state.build();
  }

  private List<UnresolvedOperand> parseOptionalSsaUseList() {
    if (!s.at(Kind.PERCENT_IDENTIFIER)) return List.of();
    List<UnresolvedOperand> list = new ArrayList<>();
    do list.add(parseOperand()); while (s.consumeIf(Kind.COMMA));
    return list;
  }

  private Operation parseCustomOperation() {
    Token nameTok = s.tok;
    String opName = s.spelling(nameTok);
    OpDef def = s.ctx.op(opName);
    String tried = null;
    String dialectName;
    if (def == null && opName.indexOf('.') < 0) {
      dialectName = defaultDialects.get(defaultDialects.size() - 1);
      tried = dialectName + "." + opName;
      def = s.ctx.op(tried);
    } else {
      int dot = opName.indexOf('.');
      dialectName = dot < 0 ? opName : opName.substring(0, dot);
    }
    if (def == null) throw unknownCustomOp(nameTok, opName, tried, dialectName);
    CustomSyntax syntax = OpSyntax.of(def);
    if (syntax == null) throw s.errorAt(nameTok.start(), "custom op '" + opName + "' has no custom assembly form");
    s.consume();
    OperationState state = new OperationState(def.name(), def, s.location(nameTok.start()));
    defaultDialects.add(def.defaultDialect() == null ? "" : def.defaultDialect());
    customOpIsolated.add(def.has(Trait.ISOLATED_FROM_ABOVE));
    s.pushCustomOpPrefix(def.name());
    try {
      syntax.parse(this, state);
    } finally {
      defaultDialects.remove(defaultDialects.size() - 1);
      customOpIsolated.remove(customOpIsolated.size() - 1);
      s.popErrorPrefix();
    }
    Location trailing = s.locs.parseOptionalTrailingLocation();
    if (trailing != null) state.location = trailing;
    return state.build();
  }

  private DiagnosticException unknownCustomOp(Token nameTok, String opName, String tried, String dialectName) {
    String triedSuffix = tried == null ? "" : " (tried '" + tried + "' as well)";
    if (s.ctx.dialect(dialectName) == null) {
      List<String> names = new ArrayList<>();
      for (Dialect d : s.ctx.dialects()) names.add(d.namespace());
      Collections.sort(names);
      return s.errorAt(nameTok.start(), "Dialect `" + dialectName + "' not found for custom op '" + opName + "' "
          + triedSuffix).note(s.location(nameTok.start()), "Available dialects: " + String.join(", ", names)
          + " ; for more info on dialect registration see "
          + "https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management");
    }
    return s.errorAt(nameTok.start(), "custom op '" + opName + "' is unknown" + triedSuffix);
  }

  // =====================================================================================
  // Regions and blocks
  // =====================================================================================

  private void parseRegionImpl(Region region, List<Argument> entryArguments, boolean isolated) {
    s.enterNested();
    s.expect(Kind.L_BRACE, "expected '{' to begin a region");
    if (!entryArguments.isEmpty() || !s.at(Kind.R_BRACE)) parseRegionBody(region, entryArguments, isolated);
    s.expect(Kind.R_BRACE, "expected '}' to end a region");
    s.exitNested();
  }

  private void parseRegionBody(Region region, List<Argument> entryArguments, boolean isolated) {
    values.pushRegion(isolated);
    BlockScope blocks = new BlockScope(s);
    blockScopes.add(blocks);
    Block entry = new Block();
    if (!entryArguments.isEmpty()) {
      if (s.at(Kind.CARET_IDENTIFIER)) throw s.error("invalid block name in region with named arguments");
      for (Argument arg : entryArguments) {
        UnresolvedOperand name = arg.ssaName();
        int previous = values.referenceOffset(name.name(), name.number());
        if (previous >= 0) {
          throw new DiagnosticException(s.location(name.pos().offset()), "region entry argument '" + name.name()
              + "' is already in use").note(s.location(previous), "previously referenced here");
        }
        Location loc = arg.location() != null ? arg.location() : s.location(name.pos().offset());
        BlockArgument value = entry.addArgument(arg.type(), loc);
        values.define(name.name(), name.number(), name.pos().offset(), value);
      }
    }
    parseBlock(region, entry);
    if (!entryArguments.isEmpty() && entry.numArguments() > entryArguments.size()) {
      throw s.error("entry block arguments were already defined");
    }
    while (!s.at(Kind.R_BRACE)) {
      if (s.at(Kind.EOF)) throw s.wrongToken("expected '}' to end a region");
      parseBlock(region, null);
    }
    blockScopes.remove(blockScopes.size() - 1).checkAllDefined();
    values.popRegion();
  }

  /** A block: the entry block ({@code entry} non-null) may omit its label. */
  private void parseBlock(Region region, Block entry) {
    if (entry != null && !s.at(Kind.CARET_IDENTIFIER)) {
      region.appendBlock(entry);
      parseBlockBody(entry);
      return;
    }
    Token nameTok = s.tok;
    s.expect(Kind.CARET_IDENTIFIER, "expected block name");
    Block block = currentBlocks().define(s.spelling(nameTok), nameTok.start(), entry != null ? entry : new Block());
    region.appendBlock(block);
    if (s.at(Kind.L_PAREN)) parseBlockArguments(block);
    s.expect(Kind.COLON, "expected ':' after block name");
    parseBlockBody(block);
  }

  private void parseBlockArguments(Block block) {
    boolean definingExisting = block.numArguments() != 0;
    int next = 0;
    s.consume();
    if (s.consumeIf(Kind.R_PAREN)) return;
    do {
      UnresolvedOperand name = parseOperand();
      if (!s.consumeIf(Kind.COLON)) throw s.wrongToken("expected ':' and type for SSA operand");
      Type type = s.types.parseType();
      BlockArgument arg;
      if (definingExisting) {
        if (next >= block.numArguments()) throw s.error("too many arguments specified in argument list");
        arg = block.argument(next++);
        if (!arg.type().equals(type)) throw s.error("argument and block argument type mismatch");
      } else {
        arg = block.addArgument(type, s.location(name.pos().offset()));
      }
      Location loc = s.locs.parseOptionalTrailingLocation();
      if (loc != null) arg.setLocation(loc);
      values.define(name.name(), name.number(), name.pos().offset(), arg);
    } while (s.consumeIf(Kind.COMMA));
    s.expect(Kind.R_PAREN, "expected ')' to end argument list");
  }

  private void parseBlockBody(Block block) {
    while (!s.at(Kind.CARET_IDENTIFIER) && !s.at(Kind.R_BRACE)) parseOperation(block);
  }

  private BlockScope currentBlocks() { return blockScopes.get(blockScopes.size() - 1); }

  // =====================================================================================
  // OpAsmParser: errors and positions
  // =====================================================================================

  @Override public Context context() { return s.ctx; }

  @Override public SourcePos currentPos() { return new SourcePos(s.tok.start()); }

  /** Errors reported by custom syntax read {@code custom op 'name' ...}, as upstream's. */
  @Override public DiagnosticException error(String message) { return s.error(s.errorPrefix() + message); }

  @Override public DiagnosticException errorAt(SourcePos pos, String message) {
    return s.errorAt(pos.offset(), s.errorPrefix() + message);
  }

  /** The state's location is its name's until the op is built (a trailing location comes after). */
  @Override public DiagnosticException errorAtName(OperationState state, String message) {
    return new DiagnosticException(state.location, s.errorPrefix() + message);
  }

  @Override public Location locationOf(SourcePos pos) { return s.location(pos.offset()); }

  // ---- punctuation and keywords ----

  @Override public boolean parseOptional(String punct) { return s.consumeIf(punctKind(punct)); }

  @Override public void parse(String punct) { s.expect(punctKind(punct), "expected '" + punct + "'"); }

  private static Kind punctKind(String punct) {
    Kind k = switch (punct) {
      case "," -> Kind.COMMA;
      case ":" -> Kind.COLON;
      case "(" -> Kind.L_PAREN;
      case ")" -> Kind.R_PAREN;
      case "[" -> Kind.L_SQUARE;
      case "]" -> Kind.R_SQUARE;
      case "{" -> Kind.L_BRACE;
      case "}" -> Kind.R_BRACE;
      case "<" -> Kind.LESS;
      case ">" -> Kind.GREATER;
      case "=" -> Kind.EQUAL;
      case "->" -> Kind.ARROW;
      default -> Kind.ofPunct(punct);
    };
    if (k == null) throw new IllegalArgumentException("not a punctuation token: " + punct);
    return k;
  }

  @Override public boolean parseOptionalKeyword(String keyword) { return s.consumeKeyword(keyword); }

  /** As upstream's custom op parser: the error is at the current token and names the op. */
  @Override public void parseKeyword(String keyword) {
    if (!s.consumeKeyword(keyword)) throw error("expected '" + keyword + "'");
  }

  @Override public String parseOptionalKeywordAny() {
    if (!s.at(Kind.BARE_IDENTIFIER)) return null;
    String k = s.spelling();
    s.consume();
    return k;
  }

  @Override public String parseKeywordAny() {
    String k = parseOptionalKeywordAny();
    // As upstream's AsmParser::parseKeyword(StringRef *): at the current token, naming the op.
    if (k == null) throw error("expected valid keyword");
    return k;
  }

  @Override public String parseOptionalKeywordOf(List<String> allowed) {
    if (!s.at(Kind.BARE_IDENTIFIER)) return null;
    for (String k : allowed) if (s.consumeKeyword(k)) return k;
    return null;
  }

  @Override public boolean parseOptionalArrow() { return s.consumeIf(Kind.ARROW); }

  @Override public boolean atHashIdentifier() { return s.at(Kind.HASH_IDENTIFIER); }

  @Override public boolean currentIs(String punctOrKeyword) {
    Kind k = switch (punctOrKeyword) {
      case "," -> Kind.COMMA;
      case ":" -> Kind.COLON;
      case "(" -> Kind.L_PAREN;
      case ")" -> Kind.R_PAREN;
      case "{" -> Kind.L_BRACE;
      case "}" -> Kind.R_BRACE;
      default -> Kind.ofPunct(punctOrKeyword);
    };
    return k != null ? s.at(k) : s.atKeyword(punctOrKeyword);
  }

  // ---- literals ----

  @Override public long parseInteger() {
    Long v = parseOptionalInteger();
    // As upstream's AsmParser::parseInteger: at the current token, naming the op.
    if (v == null) throw error("expected integer value");
    return v;
  }

  @Override public Long parseOptionalInteger() {
    if (!s.at(Kind.INTEGER) && !s.at(Kind.MINUS)) return null;
    boolean negative = s.consumeIf(Kind.MINUS);
    if (!s.at(Kind.INTEGER)) throw s.wrongToken("expected integer value");
    java.math.BigInteger v = Numbers.bigValue(s.text, s.tok.start(), s.tok.end());
    if (negative) v = v.negate();
    if (v.bitLength() > 64 || (!negative && v.bitLength() > 63 && v.signum() < 0)) throw s.error("integer value too large");
    s.consume();
    return v.longValue();
  }

  @Override public double parseFloat(FloatType type) { return s.attrs.numbers().parseFloatValue(type); }

  @Override public String parseString() {
    String v = parseOptionalString();
    if (v == null) throw s.wrongToken("expected string");
    return v;
  }

  @Override public String parseOptionalString() {
    if (!s.at(Kind.STRING)) return null;
    String v = s.stringValue();
    s.consume();
    return v;
  }

  @Override public String parseSymbolName() {
    String v = parseOptionalSymbolName();
    // As upstream's AsmParser: at the current token, naming the op.
    if (v == null) throw error("expected valid '@'-identifier for symbol name");
    return v;
  }

  @Override public String parseOptionalSymbolName() {
    if (!s.at(Kind.AT_IDENTIFIER)) return null;
    String v = s.attrs.symbolName(s.tok);
    s.consume();
    return v;
  }

  // ---- SSA operands ----

  @Override public UnresolvedOperand parseOperand() {
    Token t = s.tok;
    s.expect(Kind.PERCENT_IDENTIFIER, "expected SSA operand");
    int number = 0;
    if (s.at(Kind.HASH_IDENTIFIER)) {
      Long n = null;
      if (Lexer.isDigit(s.text.charAt(s.tok.start() + 1))) n = Numbers.parseLongOrNull(s.text, s.tok.start() + 1, s.tok.end());
      if (n == null || n > Integer.MAX_VALUE - 1) throw s.error("invalid SSA value result number");
      number = n.intValue();
      s.consume();
    }
    return new UnresolvedOperand(s.spelling(t), number, new SourcePos(t.start()));
  }

  @Override public UnresolvedOperand parseOptionalOperand() {
    return s.at(Kind.PERCENT_IDENTIFIER) ? parseOperand() : null;
  }

  @Override public List<UnresolvedOperand> parseOperandList(Delimiter delimiter) {
    if (delimiter == Delimiter.NONE) return parseOptionalSsaUseList();
    Kind open = punctKind(delimiter.open), close = punctKind(delimiter.close);
    if (delimiter.isOptional() && !s.at(open)) return List.of();
    s.expect(open, "expected '" + delimiter.open + "'");
    if (s.consumeIf(close)) return List.of();
    List<UnresolvedOperand> list = new ArrayList<>();
    do list.add(parseOperand()); while (s.consumeIf(Kind.COMMA));
    s.expect(close, "expected '" + delimiter.close + "'");
    return list;
  }

  @Override public Value resolveOperand(UnresolvedOperand operand, Type type) {
    return values.resolve(operand.name(), operand.number(), operand.pos().offset(), type);
  }

  @Override public List<Value> resolveOperands(List<UnresolvedOperand> operands, List<Type> types, SourcePos pos) {
    if (operands.size() != types.size()) {
      throw errorAt(pos, "number of operands and types do not match: got " + operands.size() + " operands and "
          + types.size() + " types");
    }
    List<Value> out = new ArrayList<>(operands.size());
    for (int i = 0; i < operands.size(); i++) out.add(resolveOperand(operands.get(i), types.get(i)));
    return out;
  }

  @Override public List<Value> resolveOperands(List<UnresolvedOperand> operands, Type type) {
    List<Value> out = new ArrayList<>(operands.size());
    for (UnresolvedOperand o : operands) out.add(resolveOperand(o, type));
    return out;
  }

  // ---- types ----

  @Override public Type parseType() { return s.types.parseType(); }

  @Override public Type parseOptionalType() { return s.types.parseOptionalType(); }

  @Override public Type parseColonType() {
    s.expect(Kind.COLON, "expected ':'");
    return s.types.parseType();
  }

  @Override public List<Type> parseColonTypeList() {
    s.expect(Kind.COLON, "expected ':'");
    return s.types.parseTypeListNoParens();
  }

  @Override public List<Type> parseTypeList() { return s.types.parseTypeListNoParens(); }

  @Override public List<Type> parseParenTypeList() { return s.types.parseTypeListParens(); }

  @Override public List<Type> parseOptionalArrowTypeList() {
    if (!s.consumeIf(Kind.ARROW)) return new ArrayList<>();
    return s.types.parseFunctionResultTypes();
  }

  @Override public List<Type> parseFunctionResultTypes() { return s.types.parseFunctionResultTypes(); }

  @Override public boolean atTypeStart() { return s.types.atTypeStart(); }

  @Override public List<Long> parseDimensionList(boolean allowDynamic, boolean withTrailingX) {
    return s.types.parseDimensionList(allowDynamic, withTrailingX);
  }

  // ---- attributes ----

  @Override public Attribute parseAttribute() { return s.attrs.parseAttribute(null); }

  @Override public Attribute parseAttribute(Type type) { return s.attrs.parseAttribute(type); }

  @Override public Attribute parseOptionalAttribute() { return s.attrs.parseOptionalAttribute(null); }

  @Override public boolean atAttributeStart() { return s.attrs.atAttributeStart(); }

  @Override public AffineMap parseAffineMap() { return new AffineParser(s).parseAffineMap(); }

  @Override public ParsedAffineMap parseAffineMapOfSsaIds(Delimiter delimiter) {
    return AffineParser.overSsaValues(s, this::parseOperand)
        .parseMapOfSsaIds(punctKind(delimiter.open), punctKind(delimiter.close));
  }

  @Override public ParsedAffineMap parseAffineExprOfSsaIds() {
    return AffineParser.overSsaValues(s, this::parseOperand).parseExprOfSsaIds();
  }

  @Override public void parseOptionalAttrDict(OperationState state) {
    if (!s.at(Kind.L_BRACE)) return;
    Map<String, Attribute> entries = new TreeMap<>();
    s.attrs.parseDictionaryInto(entries);
    for (Map.Entry<String, Attribute> e : entries.entrySet()) state.addAttribute(e.getKey(), e.getValue());
  }

  @Override public void parseOptionalAttrDictWithKeyword(OperationState state) {
    if (!s.consumeKeyword("attributes")) return;
    if (!s.at(Kind.L_BRACE)) throw s.wrongToken("expected '{' in attribute dictionary");
    parseOptionalAttrDict(state);
  }

  @Override public DictionaryAttr parseDictionaryAttr() { return s.attrs.parseDictionary(); }

  @Override public void parseOptionalPropDict(OperationState state) {
    if (!s.consumeIf(Kind.LESS)) return;
    int pos = s.tok.start();
    Attribute props = s.attrs.parseAttribute(null);
    if (!(props instanceof DictionaryAttr dict)) throw s.errorAt(pos, "expected a dictionary of properties");
    state.properties.putAll(dict.entries());
    s.expect(Kind.GREATER, "expected '>' to close properties");
  }

  // ---- regions, blocks and successors ----

  @Override public Argument parseArgument(boolean withType, boolean allowAttrs) {
    Token t = s.tok;
    s.expect(Kind.PERCENT_IDENTIFIER, "expected SSA operand");
    if (s.at(Kind.HASH_IDENTIFIER)) throw s.error("result number not allowed in argument list");
    UnresolvedOperand name = new UnresolvedOperand(s.spelling(t), 0, new SourcePos(t.start()));
    Type type = withType ? parseColonType() : null;
    DictionaryAttr attrs = allowAttrs && s.at(Kind.L_BRACE) ? s.attrs.parseDictionary() : null;
    Location loc = s.locs.parseOptionalTrailingLocation();
    return new Argument(name, type, attrs, loc);
  }

  @Override public Argument parseOptionalArgument(boolean withType, boolean allowAttrs) {
    return s.at(Kind.PERCENT_IDENTIFIER) ? parseArgument(withType, allowAttrs) : null;
  }

  @Override public List<Argument> parseArgumentList(Delimiter delimiter, boolean withType, boolean allowAttrs) {
    List<Argument> args = new ArrayList<>();
    if (delimiter == Delimiter.NONE) {
      if (!s.at(Kind.PERCENT_IDENTIFIER)) return args;
      do args.add(parseArgument(withType, allowAttrs)); while (s.consumeIf(Kind.COMMA));
      return args;
    }
    Kind open = punctKind(delimiter.open), close = punctKind(delimiter.close);
    if (delimiter.isOptional() && !s.at(open)) return args;
    s.expect(open, "expected '" + delimiter.open + "'");
    if (s.consumeIf(close)) return args;
    do args.add(parseArgument(withType, allowAttrs)); while (s.consumeIf(Kind.COMMA));
    s.expect(close, "expected '" + delimiter.close + "'");
    return args;
  }

  @Override public void parseRegion(Region region, List<Argument> entryArguments) {
    boolean isolated = !customOpIsolated.isEmpty() && customOpIsolated.get(customOpIsolated.size() - 1);
    parseRegionImpl(region, entryArguments == null ? List.of() : entryArguments, isolated);
  }

  @Override public boolean parseOptionalRegion(Region region, List<Argument> entryArguments) {
    if (!s.at(Kind.L_BRACE)) return false;
    parseRegion(region, entryArguments);
    return true;
  }

  @Override public Block parseSuccessor() {
    Token t = s.tok;
    s.expect(Kind.CARET_IDENTIFIER, "expected block name");
    return currentBlocks().use(s.spelling(t), t.start());
  }

  @Override public Block parseOptionalSuccessor() {
    return s.at(Kind.CARET_IDENTIFIER) ? parseSuccessor() : null;
  }

  @Override public Block parseSuccessorAndUseList(List<Value> operandsOut) {
    Block dest = parseSuccessor();
    if (s.consumeIf(Kind.L_PAREN)) {
      List<UnresolvedOperand> operands = parseOptionalSsaUseList();
      if (!operands.isEmpty()) {
        SourcePos pos = currentPos();
        s.expect(Kind.COLON, "expected ':' in operand list");
        List<Type> types = s.types.parseTypeListNoParens();
        operandsOut.addAll(resolveOperands(operands, types, pos));
      }
      s.expect(Kind.R_PAREN, "expected ')' to end operand list");
    }
    return dest;
  }

  @Override public Location parseOptionalLocationSpecifier() { return s.locs.parseOptionalTrailingLocation(); }
}
