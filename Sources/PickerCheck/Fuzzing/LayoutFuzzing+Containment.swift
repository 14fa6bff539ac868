import PickerState

extension LayoutFuzzing {
  /// P1, P2, P3 and I12 (``ContainmentCheck``) on the layout read, whose snaps are its rows,
  /// and on the same arguments built contained: a wrapping or an empty strip answers as the
  /// one read, and any other is held against the models row by row up to
  /// ``naiveScanLimit`` rows, and on its ends and a few rows beyond.
  ///
  /// Where the layout read built, the contained one builds too, or throws one of the errors
  /// its initializer documents for good fields: `contentTooWide`, `indistinguishableRows`
  /// for one of its rows, or `itemCountTooLarge` for its count, when the insets' shift
  /// rounds neighbouring natural offsets together.
  static func checkContainment(_ layout: PickerLayout, _ asked: FuzzedLayout) throws(Failure) {
    let fault = ContainmentCheck.fault(of: layout, scanLimit: naiveScanLimit)
    try require(fault == nil, fault ?? "")
    var containedArguments = asked
    containedArguments.containment = .contained
    switch containedArguments.build() {
    case .success(let contained):
      try require(
        contained.containment == .contained && contained != layout,
        "contained, the layout is \(contained.containment) and equals the anchored one")
      let count = contained.itemCount
      let sampled = [count / 2, count / 3, count - 2, 1]
      let fault = ContainmentCheck.fault(
        of: contained, scanLimit: naiveScanLimit, sampledRows: sampled)
      try require(fault == nil, "contained: \(fault ?? "")")
    case .failure(let error):
      switch error {
      case .contentTooWide: return
      case .indistinguishableRows(let row) where (0..<asked.itemCount).contains(row): return
      case .itemCountTooLarge(let count) where count == asked.itemCount: return
      default: throw Failure(message: "contained, threw \(error) where the anchored one built")
      }
    }
  }
}
