import { describe, expect, it } from "vitest";
import { formatPence } from "./format";
import { documentTotals, formatQuantity, formatVatRate, lineTotalPence, parsePounds, parseQuantity, penceToPoundsInput, vatPence } from "./money";

describe("money", () => {
  it("3 × £0.10 = £0.30 exactly (no floating point)", () => {
    const totals = documentTotals([{ quantityHundredths: 300, unitPricePence: 10 }], 0);
    expect(totals.subtotalPence).toBe(30);
    expect(formatPence(totals.totalPence)).toBe("£0.30");
  });

  it("rounds a line half away from zero to the penny", () => {
    expect(lineTotalPence(150, 333)).toBe(500); // 1.5 × £3.33 = £4.995
    expect(lineTotalPence(125, 2)).toBe(3); // 1.25 × 2p = 2.5p
    expect(lineTotalPence(125, -2)).toBe(-3);
    expect(lineTotalPence(33, 100)).toBe(33);
  });

  it("charges VAT on the subtotal, rounded half up, not per line", () => {
    // Three lines of £0.05: per-line VAT would be 3 × 1p = 3p; on the subtotal of 15p it is exactly 3p.
    expect(vatPence(15, 2000)).toBe(3);
    // Two lines of £0.03 (VAT 0.6p each, 1p each if rounded per line): 6p × 20% = 1.2p -> 1p.
    expect(documentTotals([{ quantityHundredths: 100, unitPricePence: 3 }, { quantityHundredths: 100, unitPricePence: 3 }], 2000).vatAmountPence).toBe(1);
    expect(vatPence(1, 5000)).toBe(1); // 0.5p -> 1p
    expect(vatPence(2, 2000)).toBe(0); // 0.4p -> 0p
    expect(vatPence(12345, 2000)).toBe(2469);
    expect(vatPence(10_001, 1750)).toBe(1750); // 1750.175p
  });

  it("charges nothing at 0% VAT", () => {
    const totals = documentTotals([{ quantityHundredths: 200, unitPricePence: 9550 }], 0);
    expect(totals).toMatchObject({ subtotalPence: 19100, vatAmountPence: 0, totalPence: 19100 });
  });

  it("adds subtotal and VAT into the total", () => {
    const totals = documentTotals(
      [
        { quantityHundredths: 100, unitPricePence: 14000 },
        { quantityHundredths: 250, unitPricePence: 6500 },
      ],
      2000,
    );
    expect(totals).toEqual({
      lineTotals: [14000, 16250],
      lineRates: [2000, 2000],
      subtotalPence: 30250,
      vatByRate: [{ vatRateBp: 2000, netPence: 30250, vatPence: 6050 }],
      vatAmountPence: 6050,
      totalPence: 36300,
    });
  });

  it("charges each line at its own rate, the VAT of each rate rounded once on that rate's lines", () => {
    const totals = documentTotals(
      [
        { quantityHundredths: 100, unitPricePence: 333, vatRateBp: 2000 }, // £3.33
        { quantityHundredths: 100, unitPricePence: 333, vatRateBp: 2000 }, // £3.33: 20% of £6.66 = 133.2p -> £1.33
        { quantityHundredths: 100, unitPricePence: 1010, vatRateBp: 500 }, // 5% of £10.10 = 50.5p -> 51p (half up)
        { quantityHundredths: 100, unitPricePence: 4500, vatRateBp: 0 }, // a council fee: no VAT
        { quantityHundredths: 100, unitPricePence: 1000 }, // no rate of its own: the document's 20%
      ],
      2000,
    );
    expect(totals.lineRates).toEqual([2000, 2000, 500, 0, 2000]);
    expect(totals.vatByRate).toEqual([
      { vatRateBp: 2000, netPence: 1666, vatPence: 333 }, // 333.2p, rounded once (per line: 67 + 67 + 200 = 334)
      { vatRateBp: 500, netPence: 1010, vatPence: 51 },
      { vatRateBp: 0, netPence: 4500, vatPence: 0 },
    ]);
    expect(totals).toMatchObject({ subtotalPence: 7176, vatAmountPence: 384, totalPence: 7560 });
  });

  it("names the document's rate when it has no lines", () => {
    expect(documentTotals([], 500).vatByRate).toEqual([{ vatRateBp: 500, netPence: 0, vatPence: 0 }]);
  });

  it("reads and writes quantities and prices as people type them", () => {
    expect(parseQuantity("2.5")).toBe(250);
    expect(parseQuantity(" 3 ")).toBe(300);
    expect(parseQuantity("0.01")).toBe(1);
    expect(parseQuantity("1.234")).toBeNull();
    expect(parseQuantity("-1")).toBeNull();
    expect(parseQuantity("1e3")).toBeNull();
    expect(formatQuantity(250)).toBe("2.5");
    expect(formatQuantity(100)).toBe("1");
    expect(formatQuantity(105)).toBe("1.05");
    expect(parsePounds("£1,234.50")).toBe(123450);
    expect(parsePounds("95")).toBe(9500);
    expect(parsePounds("95.5")).toBe(9550);
    expect(parsePounds("-10")).toBe(-1000);
    expect(parsePounds("12,34")).toBeNull();
    expect(parsePounds("1.999")).toBeNull();
    expect(parsePounds("abc")).toBeNull();
    expect(penceToPoundsInput(123450)).toBe("1234.50");
    expect(penceToPoundsInput(-5)).toBe("-0.05");
    expect(formatVatRate(2000)).toBe("20%");
    expect(formatVatRate(1750)).toBe("17.5%");
    expect(formatVatRate(0)).toBe("0%");
  });
});
