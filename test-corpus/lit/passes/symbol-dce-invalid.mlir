// RUN: loomlir opt %s --allow-unregistered-dialect --symbol-dce --split-input-file --verify-diagnostics
// symbol-dce gives up on an op of an unknown dialect with one region, which may be a symbol table
// whose uses it cannot see (checked against mlir-opt-22).

module {
  func.func private @private_symbol()

  // expected-error@+1 {{contains potentially unknown symbol table}}
  "foo.possibly_unknown_symbol_table"() ({
  }) : () -> ()
}

// -----

// Also when the unknown op is nested in a known one.
module {
  func.func private @private_symbol()

  // expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  func.func @f() {
    "foo.region"() ({
      "foo.inner"() : () -> ()
    }) : () -> ()
    return
  }
}
