import PickerState

/// A strip's snaps worked out from P2's definitions by plain scans, to hold `PickerLayout`'s
/// snap queries against: the distinct resting offsets in row order, the rows that rest at
/// each, the row each shows, and the snap nearest an offset.
///
/// Built from two lists, each row's natural offset and its resting offset, and the range,
/// so that the same definitions serve the model's own numbers (``NaiveLayout/snaps``) and,
/// exactly, a layout's own per-row answers (``ContainmentCheck``), as ``NaiveGeometry``
/// scans a layout's anchors: which of two nearly equal offsets is nearer must be decided
/// in the numbers of the strip that is judged.
public struct NaiveSnaps: Hashable, Sendable {
  /// Each snap's offset, in snap order: the distinct resting offsets, numbered in the order
  /// of the first row that rests at each.
  public let offsets: [Double]
  /// The snap at which each row rests, in row order.
  public let snapOfRow: [Int]
  /// The row each snap shows, in snap order: of the rows resting there, the one whose
  /// natural offset is nearest the snap's offset, the lower row on a tie (P2).
  public let shownRows: [Int]
  /// The offsets the strip rests within, into which ``nearestSnap(toOffset:)`` clamps.
  public let offsetRange: ClosedRange<Double>

  /// Works out the snaps of a strip from each row's natural and resting offsets.
  ///
  /// - Parameters:
  ///   - naturalOffsets: Each row's natural offset, in row order; all finite.
  ///   - restingOffsets: Each row's resting offset, in row order, as many; all finite.
  ///   - offsetRange: The offsets the strip rests within.
  /// - Complexity: O(n) for n rows.
  public init(
    naturalOffsets: [Double], restingOffsets: [Double], offsetRange: ClosedRange<Double>
  ) {
    var offsets = [Double]()
    var snapOfRow = [Int]()
    var shownRows = [Int]()
    // A snap a row at most: room for every row up front, as strips of up to a thousand
    // rows grew each list a dozen times.
    offsets.reserveCapacity(restingOffsets.count)
    snapOfRow.reserveCapacity(restingOffsets.count)
    shownRows.reserveCapacity(restingOffsets.count)
    // Which snap rests at an offset met before. While the snaps' offsets run one way, as a
    // strip's do, an offset is the last snap's or a new one, told by the last alone; the
    // first that turns back (or is not a number) sets up a table of every offset met, which
    // decides from then on. Hashing every row's offset, on strips of up to a thousand
    // rows, took 4% of the hostile mode's instructions.
    var snapOfOffset: [Double: Int]?
    var runsUp = false
    func snapMet(at rest: Double) -> Int? {
      if let snapOfOffset { return snapOfOffset[rest] }
      guard let last = offsets.last else { return nil }
      if rest == last { return offsets.count - 1 }
      if offsets.count == 1 ? rest - last != 0 : (runsUp ? rest > last : rest < last) {
        return nil
      }
      let table = Dictionary(uniqueKeysWithValues: zip(offsets, offsets.indices))
      snapOfOffset = table
      return table[rest]
    }
    // One pass in row order: a row joins the snap of the first row that rested where it
    // rests, and a snap shows the first of its rows whose natural offset is nearest.
    for (row, rest) in restingOffsets.enumerated() {
      if let snap = snapMet(at: rest) {
        snapOfRow.append(snap)
        let shown = naturalOffsets[shownRows[snap]]
        if ExactDistance.isNearer(naturalOffsets[row], than: shown, to: rest) {
          shownRows[snap] = row
        }
      } else {
        if offsets.count == 1 { runsUp = rest > offsets[0] }
        snapOfOffset?[rest] = offsets.count
        snapOfRow.append(offsets.count)
        shownRows.append(row)
        offsets.append(rest)
      }
    }
    self.offsets = offsets
    self.snapOfRow = snapOfRow
    self.shownRows = shownRows
    self.offsetRange = offsetRange
  }

  /// The number of snaps: 0 when there are no rows.
  public var count: Int { offsets.count }

  /// The rows that rest at each snap, in row order, in snap order: worked out when asked,
  /// for the checks that compare them whole, as an array per snap costs an allocation per
  /// snap on every layout the oracle meets.
  ///
  /// - Complexity: O(n) for n rows.
  public var rowsOfSnap: [[Int]] {
    var rows = [[Int]](repeating: [], count: count)
    for (row, snap) in snapOfRow.enumerated() { rows[snap].append(row) }
    return rows
  }

  /// The first row that rests at `snap`: snaps hold contiguous rows in row order, so it is
  /// the first row whose snap is not below `snap`.
  ///
  /// - Parameter snap: A snap in `0..<count`.
  /// - Complexity: O(log n) for n rows.
  public func firstRow(ofSnap snap: Int) -> Int {
    var low = 0
    var high = snapOfRow.count
    while low < high {
      let middle = (low + high) / 2
      if snapOfRow[middle] < snap { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The snap whose offset is nearest `offset` once clamped into ``offsetRange``, the lower
  /// snap on a tie.
  ///
  /// - Parameter offset: A content offset.
  /// - Returns: The snap, or nil when there are none or `offset` is NaN or infinite.
  /// - Complexity: O(s) for s snaps.
  public func nearestSnap(toOffset offset: Double) -> Int? {
    guard offset.isFinite else { return nil }
    let target = min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
    return ExactDistance.positionOfNearest(among: offsets, to: target)
  }

  /// The row a settle or a target commits at `snap` (P4): the selected row when it rests
  /// there, else the row the snap shows, never a row resting elsewhere.
  ///
  /// - Parameters:
  ///   - snap: A snap in `0..<count`.
  ///   - selected: The selected row, if any.
  public func committedRow(atSnap snap: Int, selected: Int?) -> Int {
    if let selected, selected < snapOfRow.count, snapOfRow[selected] == snap { return selected }
    return shownRows[snap]
  }

  /// Where a row of a contained strip rests (P1): its natural offset clamped into
  /// `0...upperBound`, at an end when it lies less than half a point inside that end, and,
  /// on a range shorter than a point, at the nearer end (0 on a tie).
  ///
  /// - Parameters:
  ///   - natural: The row's natural offset, finite.
  ///   - upperBound: The end of the range, zero or more.
  /// - Returns: The resting offset; never -0.0.
  public static func restingOffset(ofNaturalOffset natural: Double, upperBound: Double)
    -> Double
  {
    let clamped = min(max(natural, 0), upperBound)
    if upperBound < 1 { return clamped <= upperBound - clamped ? 0 : upperBound }
    if clamped < 0.5 { return 0 }
    if upperBound - clamped < 0.5 { return upperBound }
    return clamped
  }
}

extension NaiveLayout {
  /// The strip's snaps from the model's own natural and resting offsets: in an anchored
  /// strip, one a row.
  ///
  /// - Complexity: O(n) for n rows, worked out on each read.
  public var snaps: NaiveSnaps {
    NaiveSnaps(naturalOffsets: anchors, restingOffsets: restingOffsets, offsetRange: offsetRange)
  }
}
