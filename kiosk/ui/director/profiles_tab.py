"""Division profiles: name, lexicon, challenge rule, colour band, second opinion."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from kiosk.config import PROFILE_COLOURS, Profile, StationConfig
from kiosk.core.rules import RULES
from kiosk.core.station import ProfileChoice, UnavailableProfile
from kiosk.director.service import ChangeRefused
from kiosk.ui.director.common import DirectorContext, fill_table, read_only_table

NO_SECOND_OPINION = "(none)"


class ProfilesTab(QWidget):
    """The station's profiles; a change is confirmed (lexicon switches show both fingerprints)."""

    def __init__(self, context: DirectorContext) -> None:
        super().__init__()
        self.context = context
        self.table = read_only_table()
        self.name = QLineEdit()
        self.lexicon = QComboBox()
        self.rule = QComboBox()
        for rule in RULES.values():
            self.rule.addItem(rule.title, rule.id)
        self.colour = QComboBox()
        self.colour.setEditable(True)
        self.colour.addItems(list(PROFILE_COLOURS))
        self.second = QComboBox()
        self.second_shown = QComboBox()
        self.second_shown.addItem("the log and director mode only", "director")
        self.second_shown.addItem("players too, under the verdict", "players")
        self.ask_table = QCheckBox("Ask the table number first (every multi-table event)")
        self.declare_count = QCheckBox("Ask how many words before they are typed")
        self.save = QPushButton("Save profile")
        self.add = QPushButton("New profile")
        self.remove = QPushButton("Remove profile")
        form = QFormLayout()
        form.addRow("Name", self.name)
        form.addRow("Lexicon", self.lexicon)
        form.addRow("Challenge rule", self.rule)
        form.addRow("Colour band", self.colour)
        form.addRow("Second opinion", self.second)
        form.addRow("Second opinion shown to", self.second_shown)
        form.addRow("", self.ask_table)
        form.addRow("", self.declare_count)
        box = QGroupBox("Profile")
        box.setLayout(form)
        buttons = QHBoxLayout()
        for button in (self.save, self.add, self.remove):
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(box)
        layout.addLayout(buttons)
        self.editing: int | None = None
        self.table.itemSelectionChanged.connect(self._selected)
        self.save.clicked.connect(self.save_profile)
        self.add.clicked.connect(self.new_profile)
        self.remove.clicked.connect(self.remove_profile)
        self.refresh()

    @property
    def config(self) -> StationConfig:
        return self.context.service.config

    def refresh(self) -> None:
        service = self.context.service
        rows = []
        for profile, choice in service.profiles_view():
            if isinstance(choice, ProfileChoice):
                lexicon = (
                    f"{choice.lexicon.name} ({len(choice.lexicon):,} words, "
                    f"{choice.lexicon.fingerprint[:8]})"
                )
            elif isinstance(choice, UnavailableProfile):
                lexicon = f"{profile.lexicon}: NOT USABLE ({choice.problem})"
            else:
                lexicon = profile.lexicon
            rows.append(
                [
                    profile.name,
                    lexicon,
                    RULES[profile.rule].title,
                    profile.colour,
                    profile.second_opinion or "-",
                ]
            )
        fill_table(self.table, ["Profile", "Lexicon", "Rule", "Colour", "Second opinion"], rows)
        installed, _problems = service.installed_lexicons()
        names = [item.info.name for item in installed]
        for combo, extra in ((self.lexicon, []), (self.second, [NO_SECOND_OPINION])):
            combo.clear()
            combo.addItems(extra + names)
        if self.config.profiles:
            self.table.selectRow(min(self.editing or 0, len(self.config.profiles) - 1))

    def _selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return
        self.editing = rows[0].row()
        profile = self.config.profiles[self.editing]
        self.name.setText(profile.name)
        self.lexicon.setCurrentText(profile.lexicon)
        self.rule.setCurrentIndex(self.rule.findData(profile.rule))
        self.colour.setCurrentText(profile.colour)
        self.second.setCurrentText(profile.second_opinion or NO_SECOND_OPINION)
        self.second_shown.setCurrentIndex(self.second_shown.findData(profile.second_opinion_shown))
        self.ask_table.setChecked(profile.ask_table)
        self.declare_count.setChecked(profile.declare_count)

    def new_profile(self) -> None:
        self.table.clearSelection()
        self.editing = None
        count = len(self.config.profiles)
        self.name.setText(f"Division {chr(ord('A') + count)}")
        self.colour.setCurrentText(PROFILE_COLOURS[count % len(PROFILE_COLOURS)])
        self.second.setCurrentText(NO_SECOND_OPINION)
        self.name.setFocus()

    def _form_profile(self) -> Profile:
        second = self.second.currentText()
        return Profile(
            name=self.name.text().strip(),
            lexicon=self.lexicon.currentText(),
            rule=str(self.rule.currentData()),
            colour=self.colour.currentText().strip(),
            second_opinion="" if second == NO_SECOND_OPINION else second,
            second_opinion_shown=str(self.second_shown.currentData()),
            ask_table=self.ask_table.isChecked(),
            declare_count=self.declare_count.isChecked(),
        )

    def save_profile(self) -> None:
        profile = self._form_profile()
        profiles = list(self.config.profiles)
        if self.editing is None:
            profiles.append(profile)
        else:
            profiles[self.editing] = profile
        new = dataclasses.replace(self.config, profiles=tuple(profiles))
        lines = self.context.service.preview(new)
        if not lines:
            return
        if not self.context.ask(self, "Change the station", "\n\n".join(lines)):
            return
        self._apply(tuple(profiles))

    def remove_profile(self) -> None:
        if self.editing is None or len(self.config.profiles) < 2:
            self.context.tell(self, "Profiles", "A station needs at least one profile.")
            return
        profile = self.config.profiles[self.editing]
        if not self.context.ask(self, "Remove profile", f"Remove profile {profile.name!r}?"):
            return
        profiles = [p for i, p in enumerate(self.config.profiles) if i != self.editing]
        self.editing = 0
        self._apply(tuple(profiles))

    def _apply(self, profiles: tuple[Profile, ...]) -> None:
        new = dataclasses.replace(self.config, profiles=profiles)
        try:
            self.context.service.apply(new)
        except ChangeRefused as exc:
            self.context.tell(self, "Not changed", str(exc))
            return
        except ValueError as exc:  # a name or colour the config file would refuse
            self.context.tell(self, "Not changed", str(exc))
            return
        self.context.changed()
        self.refresh()
