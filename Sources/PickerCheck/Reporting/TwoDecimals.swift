/// A number of hundredths written with two decimals, without Foundation: 1234 as `12.34`,
/// 5 as `0.05`. The tool's percentages and seconds are written through it.
///
/// - Parameter hundredths: The number in hundredths, zero or more.
/// - Returns: The number with its two decimals.
public func twoDecimals(hundredths: Int) -> String {
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
