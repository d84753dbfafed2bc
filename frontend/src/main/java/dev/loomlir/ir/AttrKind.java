package dev.loomlir.ir;

/**
 * What an inherent attribute may hold, and how it is spelled when it appears as {@code $name} in
 * an assembly format (ODS's attribute constraint with its parser and printer). For example an
 * {@code I64Attr} prints as {@code 5} (type elided), an enum prints its keyword, a symbol name as
 * {@code @name}.
 */
public interface AttrKind {
  /** Shown in verifier errors: {@code attribute 'x' failed to satisfy constraint: <description>}. */
  String description();

  boolean matches(Attribute a);

  /** Parses the custom-syntax spelling. */
  Attribute parse(OpAsmParser p);

  /** Tries to parse; returns null, consuming nothing, when the next token cannot start one. */
  default Attribute parseOptional(OpAsmParser p) {
    return p.atAttributeStart() ? parse(p) : null;
  }

  /** Prints the custom-syntax spelling. */
  void print(Attribute a, OpAsmPrinter p);
}
