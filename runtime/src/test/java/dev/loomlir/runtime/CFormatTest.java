package dev.loomlir.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Expected values are what glibc printf("%g") printed for the same doubles (gcc 12, x86-64). */
class CFormatTest {
  @ParameterizedTest
  @CsvSource(delimiter = '\t', value = {
    "0	0",
    "-0	-0",
    "1	1",
    "-1	-1",
    "0.10000000000000001	0.1",
    "1.5	1.5",
    "2.5	2.5",
    "3.14159265358979	3.14159",
    "100000	100000",
    "1000000	1e+06",
    "1234567	1.23457e+06",
    "0.0001	0.0001",
    "1.0000000000000001e-05	1e-05",
    "0.000123456789	0.000123457",
    "123456.5	123456",
    "999999.5	1e+06",
    "9999995	1e+07",
    "1e+100	1e+100",
    "-1e-100	-1e-100",
    "4.9406564584124654e-324	4.94066e-324",
    "1.7976931348623157e+308	1.79769e+308",
    "0.30000001192092896	0.3",
    "16777217	1.67772e+07",
    "42	42",
    "1.0000000000000001e-05	1e-05",
    "123.456	123.456",
    "0.5	0.5",
    "65504	65504",
    "0.33333333333333331	0.333333",
    "0.66666666666666663	0.666667",
    "9.9999950000000001e-05	0.0001",
    "0.10000000149011612	0.1",
    "0.30000001192092896	0.3",
    "1.1000000238418579	1.1",
    "3.4028234663852886e+38	3.40282e+38",
    "1.4012984643248171e-45	1.4013e-45",
    "16777216	1.67772e+07",
    "2.5	2.5",
    "2.3333332538604736	2.33333",
    "inf	inf",
    "-inf	-inf",
  })
  void matchesGlibcPercentG(String input, String expected) {
    assertEquals(expected, CFormat.g(Double.parseDouble(input.replace("inf", "Infinity"))));
  }
}
