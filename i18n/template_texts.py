"""The Jinja templates' texts for pyside6-lupdate, which does not read templates (the
texts are in tr() calls in the templates named in i18n/build_qm.py TEMPLATES).

Written by `python3 i18n/build_qm.py --update`; never imported, never edited by hand.
"""


class Report:
    def tr(self, text: str) -> str:
        return text

    def texts(self) -> None:
        self.tr('annotated')
        self.tr('out play')
        self.tr('new record {receipt}.')
        self.tr('manual lookup: {result}.')
        self.tr('{points} points off the {player}.')
        self.tr('compensated: {what}.')
        self.tr('(on seq {seq}, station {station})')
        self.tr('(on record {record})')
        self.tr('seq {seq}')
        self.tr("UTC (the stations' UTC offsets differ)")
        self.tr('local time, {offset}')
        self.tr('Adjudications per day ({clock})')
        self.tr('Adjudications per hour ({clock})')
        self.tr('{acceptable} acceptable · {unacceptable} unacceptable')
        self.tr('Generated')
        self.tr('Stations')
        self.tr('none')
        self.tr('Period')
        self.tr('{first} to {last}')
        self.tr('no records')
        self.tr('Records')
        self.tr('{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)')
        self.tr('Flagged items')
        self.tr('Chain verification')
        self.tr('not checked for this report')
        self.tr('Chain intact: 1 record checked')
        self.tr('Chain intact: {count} records checked')
        self.tr('BROKEN at seq {seq} (station {station}): {kind} — {problem}')
        self.tr('Charts')
        self.tr('Acceptable and unacceptable by lexicon')
        self.tr('Acceptable and unacceptable by challenge rule')
        self.tr('No adjudications in this report.')
        self.tr('Flagged items ({count})')
        self.tr('Time')
        self.tr('Station')
        self.tr('Seq')
        self.tr('Kind')
        self.tr('Typed / details')
        self.tr('Verdict')
        self.tr('Flags')
        self.tr('Annotations')
        self.tr('Nothing flagged or annotated.')
        self.tr('Adjudications ({count})')
        self.tr('Profile')
        self.tr('Lexicon')
        self.tr('Rule')
        self.tr('Typed')
        self.tr('Words')
        self.tr('Per-word results')
        self.tr('Table')
        self.tr('Receipt')
        self.tr('Second opinion ({lexicon}): {verdict}')
        self.tr('after {receipt}')
        self.tr('Station events ({count})')
        self.tr('Details')
        self.tr('Per-word results are for directors and auditors; the station never shows players which word was unacceptable.')


class Fleet:
    def tr(self, text: str) -> str:
        return text

    def texts(self) -> None:
        pass
