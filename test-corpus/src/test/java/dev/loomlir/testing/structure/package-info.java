/** Tests of the code's structure itself: the packages of every module are layered, without cycles. */
package dev.loomlir.testing.structure;
