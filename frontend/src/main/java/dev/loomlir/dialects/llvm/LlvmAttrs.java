package dev.loomlir.dialects.llvm;

import dev.loomlir.dialects.arith.BitEnum;
import dev.loomlir.dialects.arith.KeywordEnumKind;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Types;

/** The attribute kinds of the llvm ops: enums stored as integers, flag sets, the dialect's own attributes. */
final class LlvmAttrs {
  private LlvmAttrs() {}

  static final AttrKind LINKAGE = Attrs.generic("LLVM Linkage specification",
      a -> a instanceof LlvmEnumAttr e && e.mnemonic().equals(LlvmEnumAttr.LINKAGE));
  static final AttrKind CCONV = Attrs.generic("LLVM Calling Convention specification",
      a -> a instanceof LlvmEnumAttr e && e.mnemonic().equals(LlvmEnumAttr.CCONV));
  static final AttrKind TAIL_CALL_KIND = Attrs.generic("Tail Call Kind",
      a -> a instanceof LlvmEnumAttr e && e.mnemonic().equals(LlvmEnumAttr.TAIL_CALL_KIND));
  static final AttrKind FASTMATH = Attrs.generic("LLVM fastmath flags", a -> a instanceof LlvmFastmathAttr);

  /** Linkage keywords, as upstream's {@code linkage::Linkage}. */
  static final java.util.List<String> LINKAGES = java.util.List.of("private", "internal", "available_externally",
      "linkonce", "weak", "common", "appending", "extern_weak", "linkonce_odr", "weak_odr", "external");
  /** The calling conventions upstream spells as keywords that runner programs use. */
  static final java.util.List<String> CCONVS = java.util.List.of("ccc", "fastcc", "coldcc", "cc_10", "cc_11",
      "anyregcc", "preserve_mostcc", "preserve_allcc", "swiftcc", "cxx_fast_tlscc", "tailcc", "cfguard_checkcc",
      "swifttailcc");
  static final java.util.List<String> TAIL_CALL_KINDS = java.util.List.of("none", "tail", "musttail", "notail");

  static final KeywordEnumKind ICMP_PREDICATE = new KeywordEnumKind(IntegerType.I64, "predicate",
      "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  static final KeywordEnumKind FCMP_PREDICATE = new KeywordEnumKind(IntegerType.I64, "predicate",
      "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true");

  /** A comparison predicate: stored as an integer, spelled as a quoted string ({@code "slt"}), as upstream prints it. */
  static AttrKind quoted(KeywordEnumKind cases) {
    return new AttrKind() {
      @Override public String description() { return cases.description(); }
      @Override public boolean matches(Attribute a) { return cases.matches(a); }
      @Override public Attribute parse(OpAsmParser p) { return cases.parse(p); }
      @Override public void print(Attribute a, OpAsmPrinter p) { p.print("\"" + cases.keyword(a) + "\""); }
    };
  }

  /** An {@code i32} flag set spelled {@code <a, b>} after its keyword ({@code overflow<nsw, nuw>}). */
  private static AttrKind flags(String description, BitEnum spelling) {
    return new AttrKind() {
      @Override public String description() { return description; }
      @Override public boolean matches(Attribute a) { return a instanceof IntegerAttr i && i.type().equals(IntegerType.I32); }
      @Override public Attribute parse(OpAsmParser p) { return IntegerAttr.of(spelling.parse(p), IntegerType.I32); }
      @Override public Attribute parseOptional(OpAsmParser p) { return p.currentIs("<") ? parse(p) : null; }
      @Override public void print(Attribute a, OpAsmPrinter p) {
        p.print("<" + spelling.print((int) ((IntegerAttr) a).value()) + ">");
      }
    };
  }

  static final IntegerAttr NO_FLAGS = IntegerAttr.of(0, IntegerType.I32);
  static final AttrKind OVERFLOW_FLAGS = flags("LLVM integer overflow flags",
      new BitEnum("::mlir::LLVM::IntegerOverflowFlags", ", ").flag("nsw", 1).flag("nuw", 2));

  /** GEP's no-wrap flags, spelled as bare keywords joined by {@code |} ({@code inbounds|nuw}). */
  static final BitEnum GEP_NO_WRAP = new BitEnum("::mlir::LLVM::GEPNoWrapFlags", "|")
      .flag("inbounds_flag", 1).flag("nusw", 2).flag("nuw", 4).group("inbounds", 3);

  static final AttrKind I64 = Attrs.I64;
  static final AttrKind I32 = Attrs.I32;
  static final AttrKind TYPE = Attrs.typeAttr(Types.ANY);
}
