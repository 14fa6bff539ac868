// MARK: - What a mode owes each label

extension Coverage {
  /// The least share of events that one mode owes each label it shows, part of its
  /// ``ModeProfile``. A campaign's minimum for a label is the most that any mode that ran
  /// owes it, so a label no mode that ran shows is not due.
  struct Minimums: Hashable, Sendable {
    /// How much of a campaign one label is owed.
    enum Share: Hashable, Sendable {
      /// This share of all the campaign's events, whenever the mode runs.
      case ofCampaign(Double)
      /// This share of the mode's own events: a label that only the mode shows is due in
      /// proportion to the part of the campaign the mode checked.
      case ofMode(Double)
    }

    /// The share owed, by label; a label missing here is one the mode does not show.
    private var shares: [Label: Share] = [:]

    /// The least share of a campaign's events the mode owes `label`, when it checked
    /// `modeShare` of them: 0 when it does not show the label.
    func minimumShare(of label: Label, modeShare: Double) -> Double {
      switch shares[label] {
      case .ofCampaign(let share): share
      case .ofMode(let share): share * modeShare
      case nil: 0
      }
    }

    /// These minimums, with each of `labels` owing `share`.
    func owing(_ share: Share, for labels: [Label]) -> Minimums {
      var owing = self
      for label in labels { owing.shares[label] = share }
      return owing
    }

    /// What a mode that drives the picker owes the labels about it, which are every label
    /// but the scroll view's: event kinds, phases, rows, layouts and options.
    static let picker = Minimums()
      .owing(
        .ofCampaign(0.05),
        for: [
          .phaseIdle, .phaseDragging, .didScroll, .centerAlignment, .rightToLeft, .paging,
          .variableWidths,
        ]
      )
      .owing(
        .ofCampaign(0.01),
        for: [
          .phaseDecelerating, .phaseAnimating, .leadingAlignment, .trailingAlignment,
          .firstRowSelected, .lastRowSelected, .singleRowLayout,
        ]
      )
      .owing(
        .ofCampaign(0.002),
        for: [
          .select, .tap, .willBeginDragging, .willEndDragging, .didEndDragging,
          .didEndDecelerating, .didEndScrollingAnimation, .layoutChanged,
          .accessibilityIncrement, .accessibilityDecrement, .emptyLayout, .rejection,
        ]
      )
      .owing(.ofCampaign(0.0005), for: [.reloadMidGesture, .liveCommit])
      .owing(.ofCampaign(0.0002), for: [.edgeSettle])

    /// ``picker``, and the wrap-around labels of a mode that draws wrapping strips: a
    /// quarter of a campaign's events on them, as every mode owes. A tie on the way round
    /// needs an even row count and a selection half a lap away: rare, and owed accordingly.
    static let pickerAndWrap =
      picker
      .owing(.ofCampaign(0.25), for: [.wrapAround])
      .owing(.ofCampaign(0.01), for: [.oneRowWrap])
      .owing(.ofCampaign(0.002), for: [.recentringAtRest, .wrapToggled])
      .owing(.ofCampaign(0.001), for: [.recentringAtDrag])
      .owing(.ofCampaign(0.00005), for: [.tieOnTheWayRound])

    /// ``pickerAndWrap``, and autoplay's labels of a mode whose app keeps the timer: 15% of
    /// its events with autoplay on (the autoplay issue's floor, which the host and hostile
    /// modes clear with room to spare), its timer firing at rest, stale fires queued
    /// before a drag or an animation cancelled the timer, and advances over the last row.
    static let pickerWrapAndAutoplay =
      pickerAndWrap
      .owing(.ofCampaign(0.15), for: [.autoplayOn])
      .owing(.ofCampaign(0.002), for: [.autoAdvanceTimerFired, .optionsChanged, .timerFiredAtRest])
      .owing(.ofCampaign(0.0002), for: [.advanceBackToFirstRow, .advanceAcrossSeam])
      .owing(
        .ofCampaign(0.00003),
        for: [.staleTimerDuringDrag, .staleTimerDuringAnimation, .autoplayOffWhileTimerRuns])

    /// ``pickerWrapAndAutoplay``, and live data's labels of a mode whose app changes its
    /// rows in any phase (one event in 30 or so): the changes themselves, prepends at
    /// rest, under the finger and mid-glide, changes mid-animation and on wrapping strips,
    /// and the selected row and the row under the finger removed or moved. A change at
    /// rest is rare, since most events are a gesture's: it is owed the least.
    static let pickerWrapAutoplayAndLiveData =
      pickerWrapAndAutoplay
      .owing(.ofCampaign(0.01), for: [.rowsChanged])
      .owing(.ofCampaign(0.003), for: [.changeOnWrappingStrip])
      .owing(.ofCampaign(0.002), for: [.selectedRowRemoved])
      .owing(.ofCampaign(0.001), for: [.prependMidDrag, .rowUnderFingerRemoved])
      .owing(.ofCampaign(0.0005), for: [.changeMidAnimation, .selectedRowMoved])
      .owing(.ofCampaign(0.0002), for: [.prependMidGlide])
      .owing(.ofCampaign(0.0001), for: [.prependAtRest])

    /// ``pickerWrapAutoplayAndLiveData``, and the pages' labels of a mode that draws
    /// contained strips (one start in 26), page dots and arrows, and autoplay's policies
    /// (P1-P7): 2% of a campaign's events on contained strips, rows that fit, each page
    /// event, an arrow at an end, both policies firing, and a settle whose committed row is
    /// not the row nearest the anchor (rare: a contained strip's end snap that shows
    /// another row than the one nearest the anchor). P8's labels are owed about a third of
    /// the least that the host mode's campaigns of a million events show (seeds 0x5eed, 0x1,
    /// 0x2): changes of a contained strip 0.43% to 0.45%, containment toggled 0.11%, a
    /// motion ending on rows that fit 164 to 179 per million, a glide going on 52 to 74,
    /// and the animation from rest, the rarest, 7 to 14.
    static let pickerWrapAutoplayLiveDataAndPages =
      pickerWrapAutoplayAndLiveData
      .owing(.ofCampaign(0.02), for: [.containedStrip])
      .owing(.ofCampaign(0.005), for: [.rowsFit])
      .owing(.ofCampaign(0.0015), for: [.selectSnap, .selectNextSnap, .selectPreviousSnap])
      .owing(.ofCampaign(0.0005), for: [.arrowAtEnd, .autoplayStoppedByUser])
      .owing(.ofCampaign(0.0001), for: [.snapOutOfRange, .autoplayWaitsAtEnd])
      .owing(.ofCampaign(0.00005), for: [.settleOffNearestRow])
      .owing(.ofCampaign(0.0015), for: [.containedChange])
      .owing(.ofCampaign(0.0003), for: [.containmentToggled])
      .owing(.ofCampaign(0.00005), for: [.motionEndsOnRowsThatFit])
      .owing(.ofCampaign(0.000015), for: [.containedGlideGoesOn])
      .owing(.ofCampaign(0.000002), for: [.containedSettleFromRest])
  }
}
