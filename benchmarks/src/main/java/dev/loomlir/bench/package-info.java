/**
 * loomlir's JMH suite: frontend throughput, compile time, and the runner of the whole suite.
 */
package dev.loomlir.bench;
