import Testing

@testable import PickerCheck

/// Which labels a campaign owes, and how much: the most that any mode that ran owes each
/// label, the scroll view's own labels in proportion to the scroll-view mode's events.
@Suite struct CoverageMinimumTests {
  /// Coverage of a campaign whose modes checked `eventsByMode`, with no labels counted.
  static func coverage(_ eventsByMode: KeyValuePairs<CheckMode, Int>) -> Coverage {
    var coverage = Coverage()
    for (mode, events) in eventsByMode { coverage.record(caseOf: mode, events: events) }
    return coverage
  }

  /// What a campaign of every mode owed each label before each mode said what it owes: a
  /// model written out by hand, not read from the profiles. The wrap-around labels, added
  /// since, with what the host and hostile modes owe them (a quarter of the events on
  /// wrapping strips, as every mode owes), and the scroll view's taps off the home lap with
  /// a third of what that mode owes them. Autoplay's labels, added since, with what the host
  /// and hostile modes owe them. Live data's labels, added since, with what the host and
  /// hostile modes owe them. The scroll view's touches that stop a glide without rows,
  /// added since, with a third of what that mode owes them. The pages' labels, added since,
  /// with what the host and hostile modes owe them; mismatches rejected owed 0.4% since
  /// the page events took two of the hostile mode's sixteen kinds of event. P8's labels,
  /// added since, with what the hostile mode owes them.
  static let minimumsOfEveryModeBefore: [(share: Double, labels: [Coverage.Label])] = [
    (1.0 / 3, [.scrollViewMode]),
    (0.25, [.wrapAround]),
    (0.15, [.autoplayOn]),
    (0.01, [.rowsChanged]),
    (0.004, [.mismatchRejected]),
    (0.02, [.containedStrip]),
    (0.005, [.rowsFit]),
    (0.003, [.snapOutOfRange]),
    (0.0015, [.selectSnap, .selectNextSnap, .selectPreviousSnap]),
    (0.0005, [.arrowAtEnd, .autoplayStoppedByUser]),
    (0.0001, [.autoplayWaitsAtEnd]),
    (0.00005, [.settleOffNearestRow]),
    (0.003, [.changeOnWrappingStrip]),
    (0.002, [.selectedRowRemoved]),
    (0.001, [.prependMidDrag, .rowUnderFingerRemoved]),
    (0.0005, [.changeMidAnimation, .selectedRowMoved]),
    (0.0002, [.prependMidGlide]),
    (0.0001, [.prependAtRest]),
    (
      0.05,
      [
        .phaseIdle, .phaseDragging, .didScroll, .centerAlignment, .rightToLeft, .paging,
        .variableWidths, .pixelScale1, .pixelScale2, .pixelScale3,
      ]
    ),
    (0.02, [.hostWithoutWillEndDragging, .hostIgnoringTarget]),
    (
      0.01,
      [
        .phaseDecelerating, .phaseAnimating, .leadingAlignment, .trailingAlignment,
        .firstRowSelected, .lastRowSelected, .singleRowLayout, .rejection, .oneRowWrap,
      ]
    ),
    (
      0.002,
      [
        .select, .tap, .willBeginDragging, .willEndDragging, .didEndDragging,
        .didEndDecelerating, .didEndScrollingAnimation, .layoutChanged,
        .accessibilityIncrement, .accessibilityDecrement, .emptyLayout, .recentringAtRest,
        .wrapToggled, .autoAdvanceTimerFired, .optionsChanged, .timerFiredAtRest,
      ]
    ),
    (0.001, [.recentringAtDrag]),
    (0.0005, [.reloadMidGesture, .liveCommit]),
    (
      0.0002,
      [
        .edgeSettle, .touchStopsGlide, .scrollViewReloadMidGesture, .staleTimerDuringGlide,
        .advanceAcrossSeam, .advanceBackToFirstRow,
      ]
    ),
    (0.0001 / 3, [.tapOffHomeLap, .touchStopsGlideWithoutRows]),
    (0.00005, [.tieOnTheWayRound]),
    (0.00003, [.staleTimerDuringDrag, .staleTimerDuringAnimation, .autoplayOffWhileTimerRuns]),
    (0.002, [.containedChange]),
    (0.0005, [.containmentToggled]),
    (0.0001, [.motionEndsOnRowsThatFit]),
    (0.00002, [.containedSettleFromRest, .containedGlideGoesOn]),
  ]

  /// An event's labels travel as the bits of two words (`Coverage.LabelSet`), and a label
  /// past the 128th would have no bit and never be counted: the next label past it needs a
  /// wider set first.
  @Test func everyLabelHasABitOfTheSetItTravelsIn() {
    #expect(
      Coverage.Label.allCases.map(\.rawValue) == Array(0..<Coverage.Label.allCases.count))
    #expect(Coverage.Label.allCases.count <= Coverage.LabelSet.capacity)
  }

  /// Each label, alone and with the first and the last, is counted at its own index and
  /// nowhere else, on either side of the first word's 64 bits.
  @Test func aSetOfLabelsCountsEachLabelOnceAtItsIndex() {
    let labels = Coverage.Label.allCases
    let count = labels.count
    #expect(count > UInt64.bitWidth)
    for label in labels {
      var set = Coverage.LabelSet()
      set.insert(label)
      set.insert(label)
      set.insert(labels[0])
      set.insert(labels[count - 1])
      var counts = Array(repeating: 0, count: count)
      set.add(3, to: &counts)
      var expected = Array(repeating: 0, count: count)
      for index in Set([label.rawValue, 0, count - 1]) { expected[index] = 3 }
      #expect(counts == expected, "\(label)")
    }
  }

  @Test func theModelOfBeforeNamesEveryLabelOnce() {
    let labels = Self.minimumsOfEveryModeBefore.flatMap(\.labels)
    #expect(labels.sorted { $0.rawValue < $1.rawValue } == Coverage.Label.allCases)
  }

  /// The scroll-view mode checks a third of a campaign's events or more (its own label
  /// says so). Just past a third, no label is owed less than before; at half, only the
  /// scroll view's own labels are owed otherwise (more).
  @Test func aCampaignOfEveryModeOwesEachLabelAtLeastWhatItOwedBefore() {
    let pastAThird = Self.coverage([.host: 1_000, .hostile: 1_000, .scrollView: 1_001])
    let atHalf = Self.coverage([.host: 1_000, .hostile: 1_000, .scrollView: 2_000])
    var owedLess: [Coverage.Label] = []
    var owedOtherwise: [Coverage.Label] = []
    for (share, labels) in Self.minimumsOfEveryModeBefore {
      for label in labels {
        if pastAThird.minimumShare(of: label) < share { owedLess.append(label) }
        if atHalf.minimumShare(of: label) != share { owedOtherwise.append(label) }
      }
    }
    #expect(owedLess == [])
    #expect(
      owedOtherwise == [
        .pixelScale1, .pixelScale2, .pixelScale3, .hostWithoutWillEndDragging,
        .hostIgnoringTarget, .touchStopsGlide, .scrollViewReloadMidGesture, .tapOffHomeLap,
        .touchStopsGlideWithoutRows,
      ])
  }

  @Test func aLabelIsOwedTheMostThatAnyModeThatRanOwesIt() {
    let labels: [Coverage.Label] = [
      .rejection, .accessibilityIncrement, .phaseIdle, .variableWidths, .pixelScale1,
      .hostIgnoringTarget, .touchStopsGlide, .scrollViewMode, .selectedRowRemoved,
    ]
    let campaigns = [
      Self.coverage([:]),
      Self.coverage([.host: 1_000]),
      Self.coverage([.hostile: 1_000]),
      Self.coverage([.scrollView: 1_000]),
      Self.coverage([.exhaustive: 1_000]),
      Self.coverage([.host: 500, .scrollView: 500]),
      Self.coverage([.host: 250, .hostile: 250, .scrollView: 500]),
    ]
    let expected: [[Double]] = [
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0.002, 0.0015, 0.05, 0.05, 0, 0, 0, 0, 0.002],
      [0.01, 0.002, 0.05, 0.05, 0, 0, 0, 0, 0.002],
      [0.0005, 0.0005, 0.02, 0.05, 0.15, 0.06, 0.0006, 1.0 / 3, 0.0003],
      [0.002, 0.002, 0.005, 0, 0, 0, 0, 0, 0.008],
      [0.002, 0.0015, 0.05, 0.05, 0.075, 0.03, 0.0003, 1.0 / 3, 0.002],
      [0.01, 0.002, 0.05, 0.05, 0.075, 0.03, 0.0003, 1.0 / 3, 0.002],
    ]
    let owed = campaigns.map { campaign in labels.map { campaign.minimumShare(of: $0) } }
    #expect(owed == expected)
  }

  @Test func mergingCampaignsAddsTheirEventsModeByMode() {
    var merged = Self.coverage([.host: 300, .scrollView: 200])
    merged.merge(Self.coverage([.scrollView: 100, .hostile: 50]))
    #expect(merged == Self.coverage([.host: 300, .hostile: 50, .scrollView: 300]))
    #expect(merged.events == 650)
  }
}
