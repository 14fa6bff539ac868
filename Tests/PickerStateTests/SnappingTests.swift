import PickerCheck
import Testing

@testable import PickerState

/// Deceleration, `.nearest` and `.paging(maxItems:)`, through `PickerLayout.targetRow` and
/// through the state machine's answer to `willEndDragging`.
@Suite struct SnappingTests {
  // MARK: - Deceleration

  @Test func theRatesMatchUIScrollView() {
    #expect(DecelerationRate.normal.perMillisecond == 0.998)
    #expect(DecelerationRate.fast.perMillisecond == 0.99)
    #expect(DecelerationRate.normal == DecelerationRate(0.998))
    #expect(PickerOptions().decelerationRate == .normal)
  }

  @Test func theProjectedDistanceIsTheGeometricSumOfTheSteps() {
    for rate in [0.998, 0.99, 0.5, 0.9] {
      for velocity in [0, 1000, -1000, 250.5, -3333, 1e6] {
        let expected = (velocity / 1000) * rate / (1 - rate)
        #expect(DecelerationRate(rate).projectedDistance(velocity: velocity) == expected)
      }
    }
    // 1000 points per second at 0.99: 1 * 0.99 / 0.01, about 99 points.
    #expect(abs(DecelerationRate.fast.projectedDistance(velocity: 1000) - 99) < 1e-9)
  }

  @Test func aRateOfZeroOrLessOrNaNStopsAtOnce() {
    for rate in [0, -0.0, -0.5, -.infinity, .nan] {
      let decelerationRate = DecelerationRate(rate)
      #expect(decelerationRate == DecelerationRate(0), "\(rate)")
      #expect(decelerationRate.projectedDistance(velocity: 5000) == 0)
    }
  }

  @Test func aRateOfOneOrMoreGlidesAsFarAsADoubleReaches() {
    for rate in [1, 1.5, .infinity] {
      let decelerationRate = DecelerationRate(rate)
      #expect(decelerationRate.perMillisecond == 1.0.nextDown, "\(rate)")
      let distance = decelerationRate.projectedDistance(velocity: 1000)
      #expect(distance == 1.0.nextDown / (1 - 1.0.nextDown))
      #expect(distance.isFinite)
    }
  }

  @Test func hugeVelocitiesProjectFiniteDistances() {
    let glide = DecelerationRate(1)
    let huge = Double.greatestFiniteMagnitude
    #expect(glide.projectedDistance(velocity: huge) == huge)
    #expect(glide.projectedDistance(velocity: -huge) == -huge)
    #expect(DecelerationRate.normal.projectedDistance(velocity: .infinity) == huge)
    #expect(DecelerationRate.normal.projectedDistance(velocity: -.infinity) == -huge)
    #expect(DecelerationRate.normal.projectedDistance(velocity: .nan) == 0)
  }

  @Test func theProjectedOffsetStartsFromTheCurrentOffset() throws {
    var picker = PickerState(layout: try tenRows(), selectedRow: 2)
    #expect(picker.projectedOffset(velocity: 1000) == 100 + 1 * 0.998 / (1 - 0.998))
    #expect(picker.projectedOffset(velocity: 0) == 100)
    picker.options.decelerationRate = DecelerationRate(1)
    let huge = Double.greatestFiniteMagnitude
    #expect(picker.projectedOffset(velocity: huge) == huge)
    #expect(picker.projectedOffset(velocity: -.infinity) == -huge)
  }

  // MARK: - Nearest

  @Test(arguments: allDirections)
  func nearestSnapsToTheRowNearestTheProposalWhateverTheVelocity(
    direction: PickerLayoutDirection
  ) throws {
    let layout = try tenRows(.center, direction)
    // Every row is 50 apart: 333 lies 17 from the anchor at 350 and 33 from the one at 300.
    let row = try #require(layout.nearestRow(toOffset: 350))
    for velocity in [0, 100, -100, 5000, -5000] as [Double] {
      for release in [0, 120, 450, -30, 480] as [Double] {
        let target = layout.targetRow(
          releasedAt: release, velocity: velocity, proposedOffset: 333,
          snapping: .nearest, flingThreshold: 300)
        #expect(target == row)
      }
    }
    let clamped = layout.targetRow(
      releasedAt: 120, velocity: 900, proposedOffset: 1e9, snapping: .nearest,
      flingThreshold: 300)
    #expect(clamped == layout.nearestRow(toOffset: 450))
  }

  @Test func thereIsNoTargetWithoutRowsOrWithANonFiniteOffset() throws {
    let empty = try PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0)
    let layout = try tenRows()
    for snapping in [SnapBehavior.nearest, .paging(maxItems: 2)] {
      #expect(
        empty.targetRow(
          releasedAt: 0, velocity: 900, proposedOffset: 100, snapping: snapping,
          flingThreshold: 300) == nil)
      for bad in [Double.nan, .infinity, -.infinity] {
        #expect(
          layout.targetRow(
            releasedAt: bad, velocity: 900, proposedOffset: 100, snapping: snapping,
            flingThreshold: 300) == nil)
        #expect(
          layout.targetRow(
            releasedAt: 100, velocity: 900, proposedOffset: bad, snapping: snapping,
            flingThreshold: 300) == nil)
      }
    }
  }

  // MARK: - Paging, by hand

  /// The row `targetRow` picks on ``tenRows(_:_:)`` left to right, where row r rests at 50 r.
  static func pagingTarget(
    release: Double, velocity: Double, proposed: Double, maxItems: Int,
    threshold: Double = 300, direction: PickerLayoutDirection = .leftToRight
  ) throws -> Int? {
    try tenRows(.center, direction).targetRow(
      releasedAt: release, velocity: velocity, proposedOffset: proposed,
      snapping: .paging(maxItems: maxItems), flingThreshold: threshold)
  }

  @Test func oneItemPagingMovesExactlyOneRowHoweverHardTheFling() throws {
    // Released at 110, between row 2 (100) and row 3 (150).
    for proposed in [0.0, 110, 160, 440, 1e9, -1e9] {
      #expect(
        try Self.pagingTarget(
          release: 110, velocity: 300, proposed: proposed,
          maxItems: 1) == 3)
      #expect(
        try Self.pagingTarget(
          release: 110, velocity: 1e12, proposed: proposed,
          maxItems: 1) == 3)
      #expect(
        try Self.pagingTarget(
          release: 110, velocity: -1e12, proposed: proposed,
          maxItems: 1) == 2)
    }
  }

  @Test func aFlingFromARowsAnchorReachesItsNeighbour() throws {
    #expect(try Self.pagingTarget(release: 100, velocity: 800, proposed: 100, maxItems: 1) == 3)
    #expect(try Self.pagingTarget(release: 100, velocity: -800, proposed: 100, maxItems: 1) == 1)
    #expect(try Self.pagingTarget(release: 100, velocity: 800, proposed: 100, maxItems: 4) == 3)
  }

  @Test func aFlingGoesOnTowardTheProposalAtMostMaxItemsMinusOnePastNext() throws {
    // Toward larger offsets from 110 the next row is 3; toward smaller ones it is row 2.
    let cases: [(velocity: Double, proposed: Double, maxItems: Int, row: Int)] = [
      (1000, 440, 3, 5),  // the proposal is row 9: 2 past next at most
      (1000, 210, 3, 4),  // the proposal, row 4, is within reach
      (1000, 160, 3, 3),  // the proposal is next itself
      (1000, 0, 3, 3),  // the proposal lies behind next: never back behind it
      (1000, 440, 10, 9),
      (-1000, 0, 3, 0),  // the proposal is row 0, 2 past next
      (-1000, 0, 2, 1),
      (-1000, 440, 3, 2),  // behind next the other way
      (-1000, -1e9, 5, 0),  // clamped to row 0
    ]
    for (velocity, proposed, maxItems, row) in cases {
      let target = try Self.pagingTarget(
        release: 110, velocity: velocity, proposed: proposed, maxItems: maxItems)
      #expect(target == row, "velocity \(velocity), proposed \(proposed), max \(maxItems)")
    }
  }

  @Test func theThresholdItselfIsAFling() throws {
    // At 300 the release is a fling toward row 3; just below it settles on the proposal,
    // here row 2 itself, the row at release.
    #expect(try Self.pagingTarget(release: 110, velocity: 300, proposed: 110, maxItems: 3) == 3)
    #expect(
      try Self.pagingTarget(release: 110, velocity: 299.9, proposed: 110, maxItems: 3)
        == 2)
    #expect(try Self.pagingTarget(release: 110, velocity: -300, proposed: 140, maxItems: 3) == 2)
    #expect(try Self.pagingTarget(release: 140, velocity: -300, proposed: 140, maxItems: 3) == 2)
    #expect(try Self.pagingTarget(release: 140, velocity: -299, proposed: 140, maxItems: 3) == 3)
  }

  @Test func belowTheThresholdItSettlesAtMostMaxItemsFromTheReleaseRow() throws {
    // Released at 110, nearest row 2.
    let cases: [(velocity: Double, proposed: Double, maxItems: Int, row: Int)] = [
      (200, 440, 3, 5),  // the proposal, row 9, is 7 rows away: 3 at most
      (200, 210, 3, 4),
      (-200, 440, 3, 5),  // the direction does not matter below the threshold
      (200, 0, 3, 0),  // 2 rows back is within reach
      (200, 0, 1, 1),
      (0, 440, 2, 4),
      (0, 110, 2, 2),
    ]
    for (velocity, proposed, maxItems, row) in cases {
      let target = try Self.pagingTarget(
        release: 110, velocity: velocity, proposed: proposed, maxItems: maxItems)
      #expect(target == row, "velocity \(velocity), proposed \(proposed), max \(maxItems)")
    }
  }

  @Test func maxItemsBelowOneActsAsOne() throws {
    for maxItems in [0, -1, -5, Int.min] {
      #expect(
        try Self.pagingTarget(
          release: 110, velocity: 900, proposed: 440,
          maxItems: maxItems) == 3)
      #expect(
        try Self.pagingTarget(
          release: 110, velocity: -900, proposed: 0,
          maxItems: maxItems) == 2)
      #expect(
        try Self.pagingTarget(
          release: 110, velocity: 10, proposed: 440,
          maxItems: maxItems) == 3)
    }
    let huge = try Self.pagingTarget(
      release: 110, velocity: 900, proposed: 440,
      maxItems: Int.max)
    #expect(huge == 9)
  }

  @Test func withNoRowBeyondTheFlingStaysOnTheRowAtRelease() throws {
    #expect(try Self.pagingTarget(release: 450, velocity: 900, proposed: 1e9, maxItems: 3) == 9)
    #expect(try Self.pagingTarget(release: 480, velocity: 900, proposed: 1e9, maxItems: 3) == 9)
    #expect(try Self.pagingTarget(release: 0, velocity: -900, proposed: -9, maxItems: 3) == 0)
    #expect(
      try Self.pagingTarget(release: -40, velocity: -900, proposed: -99, maxItems: 3)
        == 0)
    // From a bounce past an end, the first row inward lies beyond in the fling's direction.
    #expect(
      try Self.pagingTarget(release: -40, velocity: 900, proposed: 1e9, maxItems: 1)
        == 0)
    #expect(
      try Self.pagingTarget(release: 480, velocity: -900, proposed: -1e9, maxItems: 2)
        == 8)
  }

  @Test func aZeroVelocityIsNeverAFlingAndAZeroThresholdMakesAnyMotionOne() throws {
    #expect(
      try Self.pagingTarget(
        release: 110, velocity: 0, proposed: 110, maxItems: 1,
        threshold: 0) == 2)
    #expect(
      try Self.pagingTarget(
        release: 110, velocity: 0.001, proposed: 110, maxItems: 1,
        threshold: 0) == 3)
    #expect(
      try Self.pagingTarget(
        release: 110, velocity: -0.001, proposed: 110, maxItems: 1,
        threshold: -5) == 2)
    // A NaN threshold is never reached.
    #expect(
      try Self.pagingTarget(
        release: 110, velocity: 1e9, proposed: 110, maxItems: 1,
        threshold: .nan) == 2)
  }

  @Test func pagingRightToLeftFollowsTheOffsets() throws {
    // Right to left row r rests at 50 (9 - r): 110 lies between row 7 (100) and row 6 (150),
    // and a positive velocity moves toward larger offsets, so toward lower rows.
    let target = { (release: Double, velocity: Double, proposed: Double, maxItems: Int) in
      try Self.pagingTarget(
        release: release, velocity: velocity, proposed: proposed, maxItems: maxItems,
        direction: .rightToLeft)
    }
    #expect(try target(110, 900, 1e9, 1) == 6)
    #expect(try target(110, -900, -1e9, 1) == 7)
    #expect(try target(100, 900, 100, 1) == 6)
    #expect(try target(100, -900, 100, 1) == 8)
    #expect(try target(110, 900, 440, 3) == 4)  // the proposal is row 0: 2 past row 6
    #expect(try target(110, 900, 0, 3) == 6)  // never back behind next
    #expect(try target(110, 100, 440, 3) == 4)  // below the threshold: 3 rows from row 7
    #expect(try target(450, 900, 1e9, 3) == 0)  // nothing beyond row 0
  }

  @Test func aNaNThresholdIsStoredAsOneNeverReachedSoOptionsEqualThemselves() {
    var options = PickerOptions(snapping: .paging(maxItems: 1), flingThreshold: .nan)
    #expect(options.flingThreshold == .infinity)
    #expect(options == options)
    #expect(options == PickerOptions(snapping: .paging(maxItems: 1), flingThreshold: .infinity))
    options.flingThreshold = 120
    options.flingThreshold = -.nan
    #expect(options.flingThreshold == .infinity)
  }

  // MARK: - Paging, against a loop over every row

  /// The paging rule along the strip (`strip`, the rows in the order of their
  /// anchors, and `position`, each row's place in it), given the rows a loop over every
  /// row found: the row nearest the release, the row nearest the proposal, and "next" in
  /// the direction of `velocity`.
  static func pagingRule(
    strip: [Int], position: [Int], releaseRow: Int, proposedRow: Int, next: Int,
    velocity: Double, maxItems: Int, threshold: Double
  ) -> Int {
    let limit = max(maxItems, 1)
    guard velocity != 0, abs(velocity) >= threshold else {
      let step = min(max(position[proposedRow] - position[releaseRow], -limit), limit)
      return strip[position[releaseRow] + step]
    }
    let sign = velocity > 0 ? 1 : -1
    let beyond = min(max((position[proposedRow] - position[next]) * sign, 0), limit - 1)
    return strip[position[next] + sign * beyond]
  }

  @Test(arguments: allAlignments, allDirections)
  func pagingMatchesTheRuleWorkedOutOverEveryRow(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layouts = [
      try tenRows(alignment, direction), try fourVariableRows(alignment, direction),
      try irregularRows(count: 40, alignment, direction),
    ]
    for layout in layouts {
      let naive = NaiveLayout(layout)
      let strip = naive.rowsAlongStrip  // sorted once per layout: each read sorts again
      let position = naive.positionsAlongStrip
      let upper = layout.offsetRange.upperBound
      var mismatches: [String] = []
      for release in layout.probeOffsets where abs(release) < 1e6 {
        let releaseRow = try #require(naive.nearestRow(toOffset: release))
        let nextUp = strip.first { naive.anchors[$0] > release } ?? releaseRow
        let nextDown = strip.last { naive.anchors[$0] < release } ?? releaseRow
        for velocity in [-5000, -300, -299, 0, 1, 299, 300, 5000] as [Double] {
          for proposed in [-1e9, 0, upper / 3, upper, 1e9, release + velocity / 10] {
            let proposedRow = try #require(naive.nearestRow(toOffset: proposed))
            for maxItems in [1, 2, 7] {
              let target = layout.targetRow(
                releasedAt: release, velocity: velocity, proposedOffset: proposed,
                snapping: .paging(maxItems: maxItems), flingThreshold: 300)
              let expected = Self.pagingRule(
                strip: strip, position: position, releaseRow: releaseRow,
                proposedRow: proposedRow, next: velocity > 0 ? nextUp : nextDown,
                velocity: velocity, maxItems: maxItems, threshold: 300)
              if target != expected {
                let answer = String(describing: target)
                mismatches.append("\(release) \(velocity) \(proposed) \(maxItems): \(answer)")
              }
            }
          }
        }
      }
      #expect(mismatches == [], "\(layout.itemCount) rows")
    }
  }

  // MARK: - The answer to willEndDragging

  @Test(arguments: allDirections)
  func theAnswerToAReleaseIsTheTargetRowsAnchor(direction: PickerLayoutDirection) throws {
    let layout = try tenRows(.center, direction)
    let options = PickerOptions(snapping: .paging(maxItems: 2))
    var picker = PickerState(layout: layout, selectedRow: 2, options: options)
    let release = offset(0.2, ofTheWayFrom: 2, to: 3, in: layout)
    _ = picker.feed(dragEvents(through: [release]))
    var expected = picker
    let effects = picker.update(.willEndDragging(velocity: 900, proposedOffset: 1e9))
    // A fling toward larger offsets. Left to right the release lies past row 2's anchor, so
    // next is row 3; right to left it lies short of row 2's anchor, so next is row 2. Then
    // one more row toward the proposal at the far end.
    let row = direction == .leftToRight ? 4 : 1
    #expect(Array(effects) == [.setTargetOffset(layout.offset(ofRow: row))])
    // Release: the cell nearest the release, for the settle's paging limit.
    expected.motion = .gliding(toward: row, releasedAt: 2, in: expected.layout)
    #expect(picker == expected)
  }

  @Test(arguments: allAlignments, allDirections)
  func everyTargetOffsetIsInsideTheRangeNeverNegativeZeroAndNeverAgainstTheVelocity(
    alignment: PickerAlignment, direction: PickerLayoutDirection
  ) throws {
    let layouts = [
      try tenRows(alignment, direction), try fourVariableRows(alignment, direction),
      try irregularRows(count: 40, alignment, direction),
    ]
    let behaviours: [SnapBehavior] = [.nearest, .paging(maxItems: 1), .paging(maxItems: 3)]
    for layout in layouts {
      let anchors = Set(NaiveLayout(layout).anchors)
      var bad: [String] = []
      for snapping in behaviours {
        let options = PickerOptions(snapping: snapping)
        for release in layout.probeOffsets where abs(release) < 1e6 {
          var dragged = PickerState(layout: layout, options: options)
          _ = dragged.feed(dragEvents(through: [release]))
          for velocity in [-2000, -10, 0, 10, 2000] as [Double] {
            for proposed in [-1e9, -0.0, release - 77, release + 77, 1e9] {
              var picker = dragged
              let effects = picker.update(
                .willEndDragging(velocity: velocity, proposedOffset: proposed))
              // The row targetRow chooses; its anchor, unless that lies against the
              // velocity from the release offset clamped into the range: then that offset.
              let row = layout.targetRow(
                releasedAt: release, velocity: velocity, proposedOffset: proposed,
                snapping: snapping, flingThreshold: options.flingThreshold)
              let here = min(max(release, 0), layout.offsetRange.upperBound)
              let isAnswer: Bool
              if let row, effects.count == 1, case .setTargetOffset(let target) = effects[0] {
                let anchor = layout.offset(ofRow: row)
                let isAgainst = velocity > 0 ? anchor < here : velocity < 0 && anchor > here
                isAnswer =
                  target == (isAgainst ? here : anchor)
                  && (anchors.contains(target) || target == here)
                  && layout.offsetRange.contains(target)
                  && (target.sign == .plus || target != 0)
                  && !(velocity > 0 && target < here) && !(velocity < 0 && target > here)
                  && picker.phase == .decelerating(targetRow: row)
              } else {
                isAnswer = false
              }
              if !isAnswer || picker.invariantViolations() != [] {
                bad.append("\(snapping) \(release) \(velocity) \(proposed): \(effects)")
              }
            }
          }
        }
      }
      #expect(bad == [], "\(layout.itemCount) rows")
    }
  }
}
