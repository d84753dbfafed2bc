/**
 * The runtime interface of generated code: every runtime and JDK method and field that emitters
 * call, named once from the real classes and checked by a test.
 */
package dev.loomlir.codegen.abi;
