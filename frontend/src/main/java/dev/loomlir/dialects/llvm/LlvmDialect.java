package dev.loomlir.dialects.llvm;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Type;
import java.util.ArrayList;
import java.util.List;

/** The {@code llvm} dialect's subset that runner programs use: its types, attributes and ops. */
public final class LlvmDialect implements Dialect {
  private static final List<String> NESTED_MNEMONICS = List.of("ptr", "void", "array", "struct", "func");

  @Override public String namespace() { return "llvm"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(
        AddOp.TYPE.def(), SubOp.TYPE.def(), MulOp.TYPE.def(), ShlOp.TYPE.def(), SDivOp.TYPE.def(), UDivOp.TYPE.def(),
        LShrOp.TYPE.def(), AShrOp.TYPE.def(), OrOp.TYPE.def(), AndOp.TYPE.def(), XOrOp.TYPE.def(), SRemOp.TYPE.def(),
        URemOp.TYPE.def(), FAddOp.TYPE.def(), FSubOp.TYPE.def(), FMulOp.TYPE.def(), FDivOp.TYPE.def(), FRemOp.TYPE.def(),
        FNegOp.TYPE.def(), ZExtOp.TYPE.def(), SExtOp.TYPE.def(), TruncOp.TYPE.def(), SIToFPOp.TYPE.def(),
        UIToFPOp.TYPE.def(), FPToSIOp.TYPE.def(), FPToUIOp.TYPE.def(), FPExtOp.TYPE.def(), FPTruncOp.TYPE.def(),
        BitcastOp.TYPE.def(), ICmpOp.TYPE.def(), FCmpOp.TYPE.def(), SelectOp.TYPE.def(), ConstantOp.TYPE.def(),
        ZeroOp.TYPE.def(), UndefOp.TYPE.def(), PoisonOp.TYPE.def(), AddressOfOp.TYPE.def(), GlobalOp.TYPE.def(),
        AllocaOp.TYPE.def(), LoadOp.TYPE.def(), StoreOp.TYPE.def(), GEPOp.TYPE.def(), BrOp.TYPE.def(),
        CondBrOp.TYPE.def(), ReturnOp.TYPE.def(), UnreachableOp.TYPE.def(), LlvmCallOp.TYPE.def(), LlvmFuncOp.TYPE.def(),
        GlobalCtorsOp.TYPE.def(), GlobalDtorsOp.TYPE.def());
  }

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "llvm.add" -> AddOp.TYPE.def();
      case "llvm.sub" -> SubOp.TYPE.def();
      case "llvm.mul" -> MulOp.TYPE.def();
      case "llvm.shl" -> ShlOp.TYPE.def();
      case "llvm.sdiv" -> SDivOp.TYPE.def();
      case "llvm.udiv" -> UDivOp.TYPE.def();
      case "llvm.lshr" -> LShrOp.TYPE.def();
      case "llvm.ashr" -> AShrOp.TYPE.def();
      case "llvm.or" -> OrOp.TYPE.def();
      case "llvm.and" -> AndOp.TYPE.def();
      case "llvm.xor" -> XOrOp.TYPE.def();
      case "llvm.srem" -> SRemOp.TYPE.def();
      case "llvm.urem" -> URemOp.TYPE.def();
      case "llvm.fadd" -> FAddOp.TYPE.def();
      case "llvm.fsub" -> FSubOp.TYPE.def();
      case "llvm.fmul" -> FMulOp.TYPE.def();
      case "llvm.fdiv" -> FDivOp.TYPE.def();
      case "llvm.frem" -> FRemOp.TYPE.def();
      case "llvm.fneg" -> FNegOp.TYPE.def();
      case "llvm.zext" -> ZExtOp.TYPE.def();
      case "llvm.sext" -> SExtOp.TYPE.def();
      case "llvm.trunc" -> TruncOp.TYPE.def();
      case "llvm.sitofp" -> SIToFPOp.TYPE.def();
      case "llvm.uitofp" -> UIToFPOp.TYPE.def();
      case "llvm.fptosi" -> FPToSIOp.TYPE.def();
      case "llvm.fptoui" -> FPToUIOp.TYPE.def();
      case "llvm.fpext" -> FPExtOp.TYPE.def();
      case "llvm.fptrunc" -> FPTruncOp.TYPE.def();
      case "llvm.bitcast" -> BitcastOp.TYPE.def();
      case "llvm.icmp" -> ICmpOp.TYPE.def();
      case "llvm.fcmp" -> FCmpOp.TYPE.def();
      case "llvm.select" -> SelectOp.TYPE.def();
      case "llvm.mlir.constant" -> ConstantOp.TYPE.def();
      case "llvm.mlir.zero" -> ZeroOp.TYPE.def();
      case "llvm.mlir.undef" -> UndefOp.TYPE.def();
      case "llvm.mlir.poison" -> PoisonOp.TYPE.def();
      case "llvm.mlir.addressof" -> AddressOfOp.TYPE.def();
      case "llvm.mlir.global" -> GlobalOp.TYPE.def();
      case "llvm.alloca" -> AllocaOp.TYPE.def();
      case "llvm.load" -> LoadOp.TYPE.def();
      case "llvm.store" -> StoreOp.TYPE.def();
      case "llvm.getelementptr" -> GEPOp.TYPE.def();
      case "llvm.br" -> BrOp.TYPE.def();
      case "llvm.cond_br" -> CondBrOp.TYPE.def();
      case "llvm.return" -> ReturnOp.TYPE.def();
      case "llvm.unreachable" -> UnreachableOp.TYPE.def();
      case "llvm.call" -> LlvmCallOp.TYPE.def();
      case "llvm.func" -> LlvmFuncOp.TYPE.def();
      case "llvm.mlir.global_ctors" -> GlobalCtorsOp.TYPE.def();
      case "llvm.mlir.global_dtors" -> GlobalDtorsOp.TYPE.def();
      default -> null;
    };
  }

  /** {@code !llvm.ptr}, {@code !llvm.array<N x T>}, {@code !llvm.struct<(...)>}, {@code !llvm.func<R (A...)>}, {@code !llvm.void}. */
  @Override public Type parseType(String mnemonic, OpAsmParser p) {
    return switch (mnemonic) {
      case "ptr" -> parsePointer(p);
      case "void" -> LlvmVoidType.INSTANCE;
      case "array" -> parseArray(p);
      case "struct" -> parseStruct(p);
      case "func" -> parseFunction(p);
      default -> null;
    };
  }

  /** A type inside an llvm type: an llvm type without its {@code !llvm.} prefix, or any type. */
  private Type parseNested(OpAsmParser p) {
    SourcePos pos = p.currentPos();
    String kw = p.parseOptionalKeywordOf(NESTED_MNEMONICS);
    if (kw == null) return p.parseType();
    Type t = parseType(kw, p);
    if (t == null) throw p.errorAt(pos, "unknown LLVM type: " + kw);
    return t;
  }

  private static Type parsePointer(OpAsmParser p) {
    if (!p.parseOptional("<")) return LlvmPointerType.DEFAULT;
    long space = p.parseInteger();
    p.parse(">");
    return new LlvmPointerType((int) space);
  }

  private Type parseArray(OpAsmParser p) {
    p.parse("<");
    long n = p.parseInteger();
    p.parseKeyword("x");
    Type element = parseNested(p);
    p.parse(">");
    return new LlvmArrayType(n, element);
  }

  private Type parseStruct(OpAsmParser p) {
    p.parse("<");
    boolean packed = p.parseOptionalKeyword("packed");
    p.parse("(");
    List<Type> body = new ArrayList<>();
    if (!p.parseOptional(")")) {
      do body.add(parseNested(p)); while (p.parseOptional(","));
      p.parse(")");
    }
    p.parse(">");
    return new LlvmStructType(body, packed);
  }

  private Type parseFunction(OpAsmParser p) {
    p.parse("<");
    Type result = parseNested(p);
    p.parse("(");
    List<Type> params = new ArrayList<>();
    boolean varArg = false;
    if (!p.parseOptional(")")) {
      do {
        if (p.parseOptional("...")) {
          varArg = true;
          break;
        }
        params.add(parseNested(p));
      } while (p.parseOptional(","));
      p.parse(")");
    }
    p.parse(">");
    return new LlvmFunctionType(result, params, varArg);
  }

  /**
   * {@code #llvm.linkage<...>}, {@code #llvm.cconv<...>}, {@code #llvm.tailcallkind<...>},
   * {@code #llvm.fastmath<...>}, {@code #llvm.zero}.
   */
  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    if (mnemonic.equals("zero")) {
      p.parseOptionalKeyword(mnemonic);
      return LlvmZeroAttr.INSTANCE;
    }
    List<String> cases = switch (mnemonic) {
      case LlvmEnumAttr.LINKAGE -> LlvmAttrs.LINKAGES;
      case LlvmEnumAttr.CCONV -> LlvmAttrs.CCONVS;
      case LlvmEnumAttr.TAIL_CALL_KIND -> LlvmAttrs.TAIL_CALL_KINDS;
      case "fastmath" -> null;
      default -> List.of();
    };
    if (cases != null && cases.isEmpty()) return null;
    p.parseOptionalKeyword(mnemonic);
    if (cases == null) return LlvmFastmathAttr.parseBody(p);
    p.parse("<");
    SourcePos pos = p.currentPos();
    String value = p.parseOptionalKeywordOf(cases);
    if (value == null) throw p.errorAt(pos, "expected one of [" + String.join(", ", cases) + "] for " + mnemonic);
    p.parse(">");
    return new LlvmEnumAttr(mnemonic, value);
  }
}
