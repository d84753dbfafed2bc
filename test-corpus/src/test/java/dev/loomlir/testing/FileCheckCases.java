package dev.loomlir.testing;

import java.util.List;

/**
 * Check-file/input pairs with the exit code the real FileCheck (LLVM 22) gives for them. The
 * codes were obtained by running {@code FileCheck-22}; {@link FileCheckDifferentialTest}
 * re-checks them whenever FileCheck-22 is installed.
 */
final class FileCheckCases {
  record Case(String name, String check, String input, List<String> args, int exitCode) {
    @Override public String toString() { return name; }
  }

  private static Case c(String name, int exitCode, String check, String input, String... args) {
    return new Case(name, check, input, List.of(args), exitCode);
  }

  private FileCheckCases() {}

  static final List<Case> ALL = List.of(
      c("plain-match", 0, "// CHECK: foo\n", "a foo b\n"),
      c("plain-missing", 1, "// CHECK: baz\n", "foo\nbar\n"),
      c("order-matters", 1, "// CHECK: bar\n// CHECK: foo\n", "foo\nbar\n"),
      c("same-line-twice", 0, "// CHECK: a\n// CHECK: b\n", "a b\n"),
      c("next-ok", 0, "// CHECK: foo\n// CHECK-NEXT: bar\n", "foo\nbar\n"),
      c("next-skips-line", 1, "// CHECK: foo\n// CHECK-NEXT: bar\n", "foo\nx\nbar\n"),
      c("next-same-line", 1, "// CHECK: foo\n// CHECK-NEXT: bar\n", "foo bar\n"),
      c("next-first", 2, "// CHECK-NEXT: foo\n", "foo\n"),
      c("same-ok", 0, "// CHECK: foo\n// CHECK-SAME: bar\n", "foo bar\n"),
      c("same-next-line", 1, "// CHECK: foo\n// CHECK-SAME: bar\n", "foo\nbar\n"),
      c("not-between-ok", 0, "// CHECK: a\n// CHECK-NOT: x\n// CHECK: b\n", "a\ny\nb\nx\n"),
      c("not-between-fail", 1, "// CHECK: a\n// CHECK-NOT: x\n// CHECK: b\n", "a\nx\nb\n"),
      c("not-at-end-fail", 1, "// CHECK: a\n// CHECK-NOT: x\n", "a\nb\nx\n"),
      c("not-before-first", 1, "// CHECK-NOT: x\n// CHECK: a\n", "x\na\n"),
      c("not-only", 0, "// CHECK-NOT: zzz\n", "abc\n"),
      c("dag-any-order", 0, "// CHECK-DAG: b\n// CHECK-DAG: a\n// CHECK: c\n", "a\nb\nc\n"),
      c("dag-missing", 1, "// CHECK-DAG: b\n// CHECK-DAG: q\n", "a\nb\nc\n"),
      c("dag-no-overlap", 1, "// CHECK-DAG: foo\n// CHECK-DAG: foo\n", "foo\n"),
      c("dag-two-matches", 0, "// CHECK-DAG: foo\n// CHECK-DAG: foo\n", "foo\nfoo\n"),
      c("dag-before-check", 1, "// CHECK: c\n// CHECK-DAG: a\n", "a\nc\n"),
      c("dag-not-dag-ok", 0, "// CHECK-DAG: a\n// CHECK-NOT: x\n// CHECK-DAG: b\n", "a\nb\nx\n"),
      c("dag-not-dag-fail", 1, "// CHECK-DAG: a\n// CHECK-NOT: x\n// CHECK-DAG: b\n", "a\nx\nb\n"),
      c("dag-groups-ordered", 1, "// CHECK-DAG: b\n// CHECK-NOT: x\n// CHECK-DAG: a\n", "a\nb\n"),
      c("label-sections", 0, "// CHECK-LABEL: func @f\n// CHECK: ret\n// CHECK-LABEL: func @g\n// CHECK: ret\n",
          "func @f\nret\nfunc @g\nret\n"),
      c("label-confines", 1, "// CHECK-LABEL: func @f\n// CHECK: ret\n// CHECK-LABEL: func @g\n// CHECK: ret\n",
          "func @f\nnop\nfunc @g\nret\n"),
      c("label-missing", 1, "// CHECK-LABEL: func @h\n", "func @f\n"),
      c("empty-ok", 0, "// CHECK: foo\n// CHECK-EMPTY:\n// CHECK-NEXT: bar\n", "foo\n\nbar\n"),
      c("empty-fail", 1, "// CHECK: foo\n// CHECK-EMPTY:\n", "foo\nbar\n\n"),
      c("empty-at-end", 0, "// CHECK: bar\n// CHECK-EMPTY:\n", "foo\nbar\n"),
      c("regex", 0, "// CHECK: %{{[0-9]+}} = arith.addi\n", "  %12 = arith.addi %a, %b\n"),
      c("regex-fail", 1, "// CHECK: %{{[0-9]+}} = arith.addi\n", "  %x = arith.addi %a, %b\n"),
      c("regex-alternation", 0, "// CHECK: a{{x|y}}b\n", "ayb\n"),
      c("regex-braces", 0, "// CHECK: {{\\{\\{}}x{{[}]}}\n", "{{x}\n"),
      c("regex-interval-first-close-wins", 2, "// CHECK: {{a{2}}}b\n", "aab\n"),
      c("regex-dot-no-newline", 1, "// CHECK: a{{.*}}b\n", "a\nb\n"),
      c("regex-negated-class-no-newline", 1, "// CHECK: a{{[^x]}}b\n", "a\nb\n"),
      c("regex-caret-at-line", 0, "// CHECK: {{^}}bar\n", "foo\nbar\n"),
      c("regex-dollar", 0, "// CHECK: foo{{$}}\n", "foo\n"),
      c("regex-dollar-fail", 1, "// CHECK: foo{{$}}\n", "foo bar\n"),
      c("regex-posix-class", 0, "// CHECK: x{{[[:digit:]]+}}y\n", "x42y\n"),
      c("var-def-use", 0, "// CHECK: %[[V:.*]] = foo\n// CHECK: bar %[[V]]\n", "%7 = foo\nbar %7\n"),
      c("var-def-use-mismatch", 1, "// CHECK: %[[V:.*]] = foo\n// CHECK: bar %[[V]]\n", "%7 = foo\nbar %8\n"),
      c("var-same-line-backref", 0, "// CHECK: [[X:[a-z]+]] [[X]]\n", "ab ab\n"),
      c("var-undefined", 1, "// CHECK: [[NOPE]]\n", "x\n"),
      c("var-regex-with-brackets", 0, "// CHECK: [[X:[[:alpha:]]+]]-[[X]]\n", "abc-abc\n"),
      c("var-in-not", 1, "// CHECK: [[X:[0-9]+]]\n// CHECK-NOT: y[[X]]\n", "5\ny5\n"),
      c("numeric", 0, "// CHECK: [[#N:]] items\n// CHECK: next [[#N+1]]\n", "3 items\nnext 4\n"),
      c("numeric-fail", 1, "// CHECK: [[#N:]] items\n// CHECK: next [[#N+1]]\n", "3 items\nnext 5\n"),
      c("numeric-hex", 0, "// CHECK: [[#%x,A:]]\n// CHECK: [[#A+1]]\n", "ff\n100\n"),
      c("at-line", 0, "// CHECK: line [[#@LINE]]\n", "line 1\n"),
      c("at-line-legacy", 0, "\n// CHECK: line [[@LINE-1]]\n", "line 1\n"),
      c("whitespace-canonical", 0, "// CHECK: a   b\n", "a \t b\n"),
      c("whitespace-strict", 1, "// CHECK: a b\n", "a  b\n", "--strict-whitespace"),
      c("prefix-custom", 0, "// FOO: x\n// CHECK: nope\n", "x\n", "--check-prefix=FOO"),
      c("prefixes-two", 0, "// A: x\n// B: y\n", "x y\n", "--check-prefixes=A,B"),
      c("prefix-unused", 2, "// A: x\n", "x\n", "--check-prefixes=A,B"),
      c("prefix-word-boundary", 2, "// MYCHECK: x\n", "x\n"),
      c("no-checks", 2, "nothing here\n", "x\n"),
      c("empty-input", 2, "// CHECK: x\n", ""),
      c("empty-pattern", 2, "// CHECK:\n", "x\n"),
      c("comment-prefix", 2, "// COM: CHECK: x\n", "x\n"),
      c("run-line-ignored", 0, "// RUN: FileCheck %s CHECK: nope\n// CHECK: x\n", "x\n"),
      c("count", 0, "// CHECK-COUNT-3: a\n// CHECK-NOT: a\n", "a a\na\nb\n"),
      c("count-fail", 1, "// CHECK-COUNT-3: a\n", "a\na\n"),
      c("implicit-check-not", 1, "// CHECK: a\n// CHECK: b\n", "a\nwarning\nb\n", "--implicit-check-not=warning"),
      c("implicit-check-not-ok", 0, "// CHECK: a\n// CHECK: b\n", "a\nb\n", "--implicit-check-not=warning"),
      c("match-full-lines", 1, "// CHECK: foo\n", "foo bar\n", "--match-full-lines"),
      c("match-full-lines-ok", 0, "// CHECK: foo bar\n", "  foo bar\n", "--match-full-lines"),
      c("define", 0, "// CHECK: [[NAME]]\n", "hello\n", "-DNAME=hello"),
      c("not-then-dag-checked-before-first-dag-match", 0, "// CHECK: a\n// CHECK-NOT: x\n// CHECK-DAG: c\n// CHECK-DAG: b\n", "a\nb\nx\nc\n"),
      c("not-then-dag-later-x-ok", 0, "// CHECK: a\n// CHECK-NOT: x\n// CHECK-DAG: c\n// CHECK-DAG: b\n", "a\nb\nc\nx\n"),
      c("dag-then-next", 0, "// CHECK: a\n// CHECK-DAG: c\n// CHECK-NEXT: d\n", "a\nc\nd\n"),
      c("dag-defines-var", 0, "// CHECK-DAG: %[[X:[0-9]+]] = b\n// CHECK-DAG: %[[Y:[0-9]+]] = a\n// CHECK: use %[[X]], %[[Y]]\n",
          "%1 = a\n%2 = b\nuse %2, %1\n"),
      c("label-with-dag", 0, "// CHECK-LABEL: @f\n// CHECK-DAG: y\n// CHECK-DAG: x\n// CHECK-LABEL: @g\n", "@f\nx\ny\n@g\n"),
      c("label-with-dag-outside", 1, "// CHECK-LABEL: @f\n// CHECK-DAG: z\n// CHECK-LABEL: @g\n", "@f\nx\n@g\nz\n"),
      c("same-after-var", 0, "// CHECK: func @[[F:[a-z]+]](\n// CHECK-SAME: %arg0\n// CHECK: call @[[F]]\n",
          "func @foo(%arg0)\ncall @foo\n"),
      c("regex-literal-brackets", 0, "// CHECK: {{\\[}}1, 2{{\\]}}\n", "[1, 2]\n"),
      c("literal-braces-not-regex", 0, "// CHECK: {a = 1}\n", "{a = 1}\n"),
      c("trailing-space-ignored", 0, "// CHECK: foo   \n", "foo\n"),
      c("mlir-like", 0, """
          // CHECK-LABEL: func.func @add
          // CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
          // CHECK: %[[R:.*]] = arith.addi %[[A]], %[[B]] : i32
          // CHECK-NOT: arith.muli
          // CHECK: return %[[R]]
          """, """
          module {
            func.func @add(%arg0: i32, %arg1: i32) -> i32 {
              %0 = arith.addi %arg0, %arg1 : i32
              return %0 : i32
            }
          }
          """),
      c("mlir-like-not-fails", 1, """
          // CHECK-LABEL: func.func @add
          // CHECK: arith.addi
          // CHECK-NOT: arith.muli
          // CHECK: return
          """, """
          func.func @add(%arg0: i32) -> i32 {
            %0 = arith.addi %arg0, %arg0 : i32
            %1 = arith.muli %0, %0 : i32
            return %1 : i32
          }
          """));
}
