<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>ActionBar</name>
    <message>
        <source>Verify chain</source>
        <translation>Zweryfikuj łańcuch</translation>
    </message>
    <message>
        <source>Add note...</source>
        <translation>Dodaj notatkę...</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Odśwież</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Eksportuj {format}</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Folder...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Łańcuch jeszcze niezweryfikowany</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>W toku: {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>W toku: {task}… {done} z {total}</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Add a ruling or note to seq {seq}</source>
        <translation>Dodaj orzeczenie lub notatkę do wpisu nr {seq}</translation>
    </message>
    <message>
        <source>receipt of the new adjudication, e.g. GK-0042</source>
        <translation>kod nowego rozstrzygnięcia, np. GK-0042</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>sprawdzający</translation>
    </message>
    <message>
        <source>the challenged player</source>
        <translation>autor ruchu</translation>
    </message>
    <message>
        <source>what was compensated: points, a turn, time</source>
        <translation>co wyrównano: punkty, kolejkę, czas</translation>
    </message>
    <message>
        <source>What happened, and who decided it</source>
        <translation>Co się stało i kto zdecydował</translation>
    </message>
    <message>
        <source>Add to the log</source>
        <translation>Dodaj do rejestru</translation>
    </message>
    <message>
        <source>Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}</source>
        <translation>Wpis: nr {seq}, kod {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Wpis: nr {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Orzeczenie:</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Nowy kod:</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Wynik sprawdzenia ręcznego:</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Ukarany gracz:</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Odjęte punkty:</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Wyrównano:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notatka:</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Select a record to see its details.</source>
        <translation>Zaznacz wpis, aby zobaczyć szczegóły.</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Odczyt rejestru</translation>
    </message>
    <message>
        <source>{shown} shown · {flagged} flagged</source>
        <translation>Pokazane: {shown} · oznaczone: {flagged}</translation>
    </message>
    <message>
        <source>The log cannot be read: {error}</source>
        <translation>Nie można odczytać rejestru: {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task}: anulowano.</translation>
    </message>
    <message>
        <source>Checking the chain…</source>
        <translation>Weryfikacja łańcucha…</translation>
    </message>
    <message>
        <source>Checking the chain</source>
        <translation>Weryfikacja łańcucha</translation>
    </message>
    <message>
        <source>Cannot check the log: {error}</source>
        <translation>Nie można zweryfikować rejestru: {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Dodano notatkę do wpisu nr {seq} (zapisana jako nr {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>Nie zapisano notatki: {error}</translation>
    </message>
    <message>
        <source>Saving the note on seq {seq}…</source>
        <translation>Zapisywanie notatki do wpisu nr {seq}…</translation>
    </message>
    <message>
        <source>Saving the note</source>
        <translation>Zapisywanie notatki</translation>
    </message>
    <message>
        <source>Exporting {format}…</source>
        <translation>Eksport {format}…</translation>
    </message>
    <message>
        <source>Exporting {format}</source>
        <translation>Eksport {format}</translation>
    </message>
    <message>
        <source>Exported {records} records to {path}</source>
        <translation>Wyeksportowano do {path} (liczba wpisów: {records})</translation>
    </message>
    <message>
        <source>Exported {records} records to {path}, but the log could not record the export</source>
        <translation>Wyeksportowano do {path} (liczba wpisów: {records}), ale rejestr nie zapisał eksportu</translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>Eksport {format} anulowany; nie zachowano pliku.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>Eksport {format} nieudany: {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Folder eksportu</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Eksporty trafiają do {folder}</translation>
    </message>
</context>
<context>
    <name>Consequence</name>
    <message>
        <source>The play comes off the board and scores zero. The challenged player loses the turn.</source>
        <translation>Ruch zostaje zdjęty z planszy i daje 0 punktów. Autor ruchu traci kolejkę.</translation>
    </message>
    <message>
        <source>The play stands. This was the play that ended the game: there is no penalty for challenging it.</source>
        <translation>Ruch zostaje na planszy. To ruch kończący grę: za jego sprawdzenie nie ma kary.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>Ruch zostaje na planszy. Sprawdzający traci kolejkę.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>Ruch zostaje na planszy. Bez kary: sprawdzający nie traci kolejki.</translation>
    </message>
</context>
<context>
    <name>Director</name>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>{local_time} (UTC {utc_time})</source>
        <translation>{local_time} (UTC {utc_time})</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Stanowisko</translation>
    </message>
    <message>
        <source>{station_name} ({station_id}), seq {seq}</source>
        <translation>{station_name} ({station_id}), nr {seq}</translation>
    </message>
    <message>
        <source>Kind</source>
        <comment>the kind of audit record</comment>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Słownik</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Zasada</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Wpisane</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Słowa</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Wyniki poszczególnych słów</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Skutek</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Drugi słownik</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Szczegóły</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Oznaczenia</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flags</comment>
        <translation>brak</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Dotyczy</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>nr {seq} ({kind})</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Id zdarzenia</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Skrót (hash)</translation>
    </message>
    <message>
        <source>FLAGGED: {flags}</source>
        <translation>OZNACZONE: {flags}</translation>
    </message>
    <message>
        <source>Record seq {seq}</source>
        <translation>Wpis nr {seq}</translation>
    </message>
    <message>
        <source>Annotations ({count})</source>
        <translation>Adnotacje ({count})</translation>
    </message>
    <message>
        <source>{time}, seq {seq}</source>
        <translation>{time}, nr {seq}</translation>
    </message>
    <message>
        <source>None. Use “Add note...” to add one.</source>
        <translation>Brak. Użyj „Dodaj notatkę...”, aby dodać.</translation>
    </message>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Przesyłanie: wyłączone (nie ustawiono rejestru centralnego).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station&apos;s log and the central copy differ (run &apos;challenge-kiosk audit compare&apos;). {differences}</source>
        <translation>Przesyłanie: wstrzymane, rejestr stanowiska i kopia centralna się różnią (uruchom „challenge-kiosk audit compare”). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Przesyłanie: rejestr centralny nieosiągalny, ponawiam. Ostatni błąd: {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Przesyłanie: łączenie z rejestrem centralnym…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Przesyłanie: skopiowane {copied}, oczekujące {waiting}.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Przesyłanie: aktualne (skopiowane w tej sesji: {copied}).</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Wystąpił nieoczekiwany błąd (zapisano go): {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Nieoczekiwany błąd</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>Zamknąć teraz kiosk? Gracze nie będą mogli z niego korzystać.</translation>
    </message>
    <message>
        <source>Exit kiosk</source>
        <translation>Zamknij kiosk</translation>
    </message>
    <message>
        <source>Not exited</source>
        <translation>Nie zamknięto</translation>
    </message>
    <message>
        <source>The audit log cannot record the exit.</source>
        <translation>Rejestr sprawdzeń nie może zapisać zamknięcia.</translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message>
        <source>Leaves by itself after 2 minutes without input.</source>
        <translation>Wyłącza się sam po 2 minutach bezczynności.</translation>
    </message>
    <message>
        <source>Back to the station</source>
        <translation>Powrót do stanowiska</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>Nie można otworzyć rejestru sprawdzeń: przyczyna na ekranie stanowiska.</translation>
    </message>
    <message>
        <source>Profiles and rules</source>
        <translation>Profile i zasady</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Słowniki</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Rejestr sprawdzeń</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Niezapisane</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Wyjście</translation>
    </message>
    <message>
        <source>Director mode · Station {station}</source>
        <translation>Tryb sędziowski · Stanowisko {station}</translation>
    </message>
    <message>
        <source>{count} verdict(s) shown while the log could not record them: see the &apos;Not recorded&apos; tab.</source>
        <translation>Wyniki pokazane bez zapisu w rejestrze: {count}. Zobacz kartę „Niezapisane”.</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer&apos;s desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
        <translation>Zamknij kiosk, aby przejść do pulpitu komputera. Zamknięcie zostanie zapisane w rejestrze sprawdzeń. Gracze nie mogą korzystać ze stanowiska, dopóki nie zostanie ponownie uruchomione.</translation>
    </message>
    <message>
        <source>Exit kiosk…</source>
        <translation>Zamknij kiosk…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>From</source>
        <comment>the first day shown</comment>
        <translation>Od</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the last day shown</comment>
        <translation>do</translation>
    </message>
    <message>
        <source>Any</source>
        <comment>any verdict</comment>
        <translation>Dowolny</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Dopuszczalne</translation>
    </message>
    <message>
        <source>Unacceptable</source>
        <translation>Niedopuszczalne</translation>
    </message>
    <message>
        <source>All</source>
        <comment>records of every kind</comment>
        <translation>Wszystkie</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Rozstrzygnięcia</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Zdarzenia</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Tylko oznaczone</translation>
    </message>
    <message>
        <source>words typed</source>
        <translation>wpisane słowa</translation>
    </message>
    <message>
        <source>Kind:</source>
        <comment>the kind of audit record</comment>
        <translation>Rodzaj:</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Stanowisko:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Słownik:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Wynik:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Szukaj:</translation>
    </message>
    <message>
        <source>Any station</source>
        <translation>Dowolne stanowisko</translation>
    </message>
    <message>
        <source>Any profile</source>
        <translation>Dowolny profil</translation>
    </message>
    <message>
        <source>Any lexicon</source>
        <translation>Dowolny słownik</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Type the challenged words first, then press {key}.</source>
        <translation>Najpierw wpisz sprawdzane słowa, potem naciśnij {key}.</translation>
    </message>
    <message>
        <source>Correct the words marked in red, then press {key}.</source>
        <translation>Popraw słowa zaznaczone na czerwono, potem naciśnij {key}.</translation>
    </message>
    <message>
        <source>Choose your division first: press {keys}.</source>
        <translation>Najpierw wybierz grupę: naciśnij {keys}.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>NIE ZAPISANO: sędzia główny musi zatwierdzić ten wynik ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>{name}: teraz nie można tu sprawdzać. Wezwij sędziego głównego.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Wpisz numer stołu (1–{most}) klawiszami cyfr, potem naciśnij Enter.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Naciśnij cyfrę od 1 do {most}: ile słów sprawdzasz?</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Otwieram rejestr sprawdzeń: wynik za chwilę.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>Więcej nie można wpisać (limit znaków: {limit}).</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message>
        <source>a .clex file made with lexicon-build</source>
        <translation>plik .clex utworzony programem lexicon-build</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Przeglądaj…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Zainstaluj</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Usuń zaznaczony</translation>
    </message>
    <message>
        <source>word lists, separated by ;  (text, .gz, .dawg, .kwg)</source>
        <translation>listy słów, oddzielone ;  (tekst, .gz, .dawg, .kwg)</translation>
    </message>
    <message>
        <source>published word count (optional)</source>
        <translation>opublikowana liczba słów (opcjonalnie)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importuj</translation>
    </message>
    <message>
        <source>Word lists</source>
        <translation>Listy słów</translation>
    </message>
    <message>
        <source>Lexicon name</source>
        <translation>Nazwa słownika</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabet</translation>
    </message>
    <message>
        <source>Expected words</source>
        <translation>Oczekiwana liczba słów</translation>
    </message>
    <message>
        <source>Import word lists</source>
        <translation>Importuj listy słów</translation>
    </message>
    <message>
        <source>Install a lexicon file</source>
        <translation>Zainstaluj plik słownika</translation>
    </message>
    <message>
        <source>{lexicon} (built in)</source>
        <translation>{lexicon} (wbudowany)</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Słownik</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Liczba słów</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Odcisk</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Źródła</translation>
    </message>
    <message>
        <source>Built</source>
        <comment>when the lexicon file was built</comment>
        <translation>Utworzono</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Używany przez</translation>
    </message>
    <message>
        <source>Refused: {problem}</source>
        <translation>Odrzucono: {problem}</translation>
    </message>
    <message>
        <source>Lexicon file</source>
        <translation>Plik słownika</translation>
    </message>
    <message>
        <source>Lexicon files (*.clex)</source>
        <translation>Pliki słowników (*.clex)</translation>
    </message>
    <message>
        <source>Choose a lexicon file first.</source>
        <translation>Najpierw wybierz plik słownika.</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>Weryfikacja pliku {file}…</translation>
    </message>
    <message>
        <source>Not installed: {error}</source>
        <translation>Nie zainstalowano: {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Nie zainstalowano</translation>
    </message>
    <message>
        <source>Installed {lexicon}: {words} words, fingerprint {fingerprint}.</source>
        <translation>Zainstalowano {lexicon}: liczba słów {words}, odcisk {fingerprint}.</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Zaznacz słownik do usunięcia.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>Usunąć {lexicon} z tego stanowiska?</translation>
    </message>
    <message>
        <source>Remove lexicon</source>
        <translation>Usuń słownik</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>Nie usunięto</translation>
    </message>
    <message>
        <source>Removed {lexicon}.</source>
        <translation>Usunięto {lexicon}.</translation>
    </message>
    <message>
        <source>Give the word lists and a name for the lexicon.</source>
        <translation>Podaj listy słów i nazwę słownika.</translation>
    </message>
    <message>
        <source>The expected word count must be a whole number.</source>
        <translation>Oczekiwana liczba słów musi być liczbą całkowitą.</translation>
    </message>
    <message>
        <source>Importing {lexicon}…</source>
        <translation>Importowanie {lexicon}…</translation>
    </message>
    <message>
        <source>cannot write the lexicon: {error}</source>
        <translation>nie można zapisać słownika: {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>zabrakło pamięci przy budowaniu słownika; sprawdź pliki</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>import przerwany: {error}</translation>
    </message>
    <message>
        <source>{stage}: {words} words</source>
        <translation>{stage}: liczba słów {words}</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>Import nieudany: niczego nie zainstalowano.</translation>
    </message>
</context>
<context>
    <name>PinScreen</name>
    <message>
        <source>Back to the station</source>
        <translation>Powrót do stanowiska</translation>
    </message>
    <message>
        <source>Set the director PIN</source>
        <translation>Ustaw PIN sędziego głównego</translation>
    </message>
    <message>
        <source>Director mode</source>
        <translation>Tryb sędziowski</translation>
    </message>
    <message>
        <source>Choose a PIN of at least {length} characters. It opens director mode (Ctrl+Alt+Shift+D on the station) and is stored only as a hash.</source>
        <translation>Wybierz PIN (minimalna długość: {length}). Otwiera on tryb sędziowski (Ctrl+Alt+Shift+D na stanowisku) i jest przechowywany tylko jako skrót (hash).</translation>
    </message>
    <message>
        <source>Type the director PIN, then press Enter.</source>
        <translation>Wpisz PIN sędziego głównego, potem naciśnij Enter.</translation>
    </message>
    <message>
        <source>new PIN</source>
        <translation>nowy PIN</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>ten sam PIN ponownie</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Ustaw PIN</translation>
    </message>
    <message>
        <source>Open director mode</source>
        <translation>Otwórz tryb sędziowski</translation>
    </message>
    <message>
        <source>The two PINs differ. Type them again.</source>
        <translation>PIN-y się różnią. Wpisz je ponownie.</translation>
    </message>
    <message>
        <source>Not set: {error}.</source>
        <translation>Nie ustawiono: {error}.</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Choose your division</source>
        <translation>Wybierz swoją grupę</translation>
    </message>
    <message>
        <source>Not available at this station now: call the director</source>
        <translation>Teraz niedostępne tutaj: wezwij sędziego głównego</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>SPRAWDZAJĄCY: wpisz wszystkie sprawdzane słowa, oddzielając je spacją lub Enter</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>AUTOR RUCHU: skontroluj pisownię, potem naciśnij {key}</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Esc czyści wszystkie słowa  ·  {out} oznacza ruch kończący grę</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key}: wezwij sędziego słownikowego (człowieka) zamiast komputera</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>SPRAWDZAJĄCY: wpisz wszystkie sprawdzane słowa  ·  Esc czyści  ·  {out} ruch kończący</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>RUCH KOŃCZĄCY: bez kary za nieudane sprawdzenie  ·  {out} odznacza</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Stół {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n słowo zgłoszone</numerusform>
            <numerusform>%n słowa zgłoszone</numerusform>
            <numerusform>%n słów zgłoszonych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n słowo</numerusform>
            <numerusform>%n słowa</numerusform>
            <numerusform>%n słów</numerusform>
        </translation>
    </message>
    <message>
        <source>typed twice</source>
        <translation>wpisane dwa razy</translation>
    </message>
    <message>
        <source>YES — ACCEPTABLE</source>
        <translation>TAK — DOPUSZCZALNE</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NIE — NIEDOPUSZCZALNE</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>DOPUSZCZALNE</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>NIEDOPUSZCZALNE</translation>
    </message>
    <message>
        <source>Write on the slip:  {receipt}</source>
        <translation>Zapisz na kartce:  {receipt}</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Drugi słownik ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>NIE ZAPISANO: rejestr sprawdzeń niedostępny. Wezwij teraz sędziego głównego.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Naciśnij dowolny klawisz</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>NUMER STOŁU?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Wpisz numer swojego stołu (1–{most}) klawiszami cyfr.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Enter: dalej  ·  Backspace: popraw  ·  Esc: od nowa</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>ILE SŁÓW?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Naciśnij liczbę sprawdzanych słów (1–{most}). Tylko tyle słów będzie można sprawdzić.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Stół {table}: naciśnij liczbę sprawdzanych słów (1–{most}). Tylko tyle słów będzie można sprawdzić.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Esc: wstecz</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>SPRAWDZANO PRZED CHWILĄ</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}: sprawdzano %n sekundę temu.</numerusform>
            <numerusform>{division}: sprawdzano %n sekundy temu.</numerusform>
            <numerusform>{division}: sprawdzano %n sekund temu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}, stół {table}: sprawdzano %n sekundę temu.</numerusform>
            <numerusform>{division}, stół {table}: sprawdzano %n sekundy temu.</numerusform>
            <numerusform>{division}, stół {table}: sprawdzano %n sekund temu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>Na kartce: {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Jeśli te słowa należą do jednego ruchu, przepisy zabraniają sprawdzania ich osobno: wszystkie sprawdzane słowa ruchu wpisuje się razem, a po wyniku NIEDOPUSZCZALNE nie wpisuje się już kolejnych słów (NSA IV.J.2, NASPA 6.2 „Improper Lookups” – niewłaściwe sprawdzanie).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key}: mimo to sprawdź te słowa (zostanie to zapisane)  ·  inny klawisz: powrót do słów</translation>
    </message>
    <message>
        <source>A WORD JUDGE IS ON THE WAY</source>
        <translation>SĘDZIA SŁOWNIKOWY JUŻ IDZIE</translation>
    </message>
    <message>
        <source>Stay at the station. The call is recorded.</source>
        <translation>Zostańcie przy stanowisku. Wezwanie zapisano.</translation>
    </message>
    <message>
        <source>Stay at the station. The call is recorded for table {table}.</source>
        <translation>Zostańcie przy stanowisku. Zapisano wezwanie do stołu {table}.</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key}: sędzia jest już na miejscu – powrót do stanowiska</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>Zapisuję wynik w rejestrze sprawdzeń…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Brak reakcji: ekran zostanie wyczyszczony za %n sekundę</numerusform>
            <numerusform>Brak reakcji: ekran zostanie wyczyszczony za %n sekundy</numerusform>
            <numerusform>Brak reakcji: ekran zostanie wyczyszczony za %n sekund</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Rejestr niedostępny: wezwij sędziego głównego</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Słowniki: {names}</translation>
    </message>
    <message>
        <source>No lexicon loaded</source>
        <translation>Nie wczytano słownika</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n słowo</numerusform>
            <numerusform>%n słowa</numerusform>
            <numerusform>%n słów</numerusform>
        </translation>
    </message>
    <message>
        <source>Station: {name}</source>
        <translation>Stanowisko: {name}</translation>
    </message>
    <message>
        <source>This station is not ready</source>
        <translation>To stanowisko nie jest gotowe</translation>
    </message>
    <message>
        <source>Call the director.</source>
        <translation>Wezwij sędziego głównego.</translation>
    </message>
    <message>
        <source>No profile is set up.</source>
        <translation>Nie ustawiono profilu.</translation>
    </message>
    <message>
        <source>Something unexpected happened: {message}. It was recorded. A director&apos;s PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Wystąpił nieoczekiwany błąd: {message}. Zapisano go. Ten ekran zamyka PIN sędziego głównego (Ctrl+Alt+Shift+D).</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>Rejestr sprawdzeń nie otworzył się w {seconds} s: wezwij sędziego głównego.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Zgłoszono %n słowo;</numerusform>
            <numerusform>Zgłoszono %n słowa;</numerusform>
            <numerusform>Zgłoszono %n słów;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>wpisano %n.</numerusform>
            <numerusform>wpisano %n.</numerusform>
            <numerusform>wpisano %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type exactly {declared}.</source>
        <translation>Wpisz dokładnie {declared}.</translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>Ruch zostaje na planszy. Jego autor dostaje %n punkt</numerusform>
            <numerusform>Ruch zostaje na planszy. Jego autor dostaje %n punkty</numerusform>
            <numerusform>Ruch zostaje na planszy. Jego autor dostaje %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>The challenger does not lose the turn.</source>
        <translation>Sprawdzający nie traci kolejki.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n słowo × {points}</numerusform>
            <numerusform>%n słowa × {points}</numerusform>
            <numerusform>%n słów × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} for the play</source>
        <translation>{points} za ruch</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>{character} is not a letter of the {alphabet} alphabet</source>
        <translation>{character} nie jest literą (alfabet: {alphabet})</translation>
    </message>
    <message>
        <source>&quot;{word}&quot;: {reason}</source>
        <translation>„{word}”: {reason}</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; is too short: a word has at least {least} letters</source>
        <translation>„{word}” jest za krótkie: minimalna długość słowa to {least}</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Za krótkie: minimalna długość słowa to {least}</translation>
    </message>
    <message>
        <source>&quot;{word}&quot; has {letters} letters: a word has at most {most}</source>
        <translation>„{word}” ma za dużo liter ({letters}): maksimum to {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>Za długie (liter: {letters}): maksimum to {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Wpisz co najmniej jedno słowo</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>Wpisano słów: {typed}; razem można sprawdzić najwyżej {most}</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message>
        <source>(none)</source>
        <comment>no federation preset</comment>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>the log and director mode only</source>
        <translation>tylko w rejestrze i trybie sędziowskim</translation>
    </message>
    <message>
        <source>players too, under the verdict</source>
        <translation>także graczom, pod wynikiem</translation>
    </message>
    <message>
        <source>Ask the table number first (every multi-table event)</source>
        <translation>Najpierw pytaj o numer stołu (gdy gra się na wielu stołach)</translation>
    </message>
    <message>
        <source>Ask how many words before they are typed</source>
        <translation>Pytaj o liczbę słów przed ich wpisaniem</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Zapisz profil</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Nowy profil</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Usuń profil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Ustawienia federacji</translation>
    </message>
    <message>
        <source>Players&apos; language</source>
        <translation>Język graczy</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Słownik</translation>
    </message>
    <message>
        <source>Lexicon credit line</source>
        <translation>Informacja o słowniku</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Zasada sprawdzania</translation>
    </message>
    <message>
        <source>Colour band</source>
        <translation>Pasek koloru</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Drugi słownik</translation>
    </message>
    <message>
        <source>Second opinion shown to</source>
        <translation>Wynik drugiego słownika widoczny</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>{lexicon} ({words} words, {fingerprint})</source>
        <translation>{lexicon} (słów: {words}, {fingerprint})</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon}: NIE DO UŻYCIA ({problem})</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Zasada</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no second-opinion lexicon</comment>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Zasada: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event&apos;s own rules before the first round.</source>
        <translation>Przed pierwszą rundą sprawdź tę zasadę w regulaminie turnieju.</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Zmiana stanowiska</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>A station needs at least one profile.</source>
        <translation>Stanowisko musi mieć co najmniej jeden profil.</translation>
    </message>
    <message>
        <source>Remove profile {profile}?</source>
        <translation>Usunąć profil {profile}?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Nie zmieniono</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Double challenge</source>
        <translation>Sprawdzenie ze stratą kolejki</translation>
    </message>
    <message>
        <source>5-point challenge</source>
        <translation>Sprawdzenie 5-punktowe</translation>
    </message>
    <message>
        <source>10-point challenge</source>
        <translation>Sprawdzenie 10-punktowe</translation>
    </message>
    <message>
        <source>5-point challenge per play</source>
        <translation>Sprawdzenie 5-punktowe za ruch</translation>
    </message>
    <message>
        <source>10-point challenge per play</source>
        <translation>Sprawdzenie 10-punktowe za ruch</translation>
    </message>
    <message>
        <source>Single challenge</source>
        <translation>Sprawdzenie bez straty kolejki</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Short sound on the verdict</source>
        <translation>Krótki dźwięk przy wyniku</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division&apos;s language (a sound if no voice)</source>
        <translation>Odczytaj wynik na głos w języku grupy (dźwięk, gdy brak głosu)</translation>
    </message>
    <message>
        <source>Large print and high contrast on player screens</source>
        <translation>Duża czcionka i wysoki kontrast na ekranach graczy</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Testuj połączenie</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Zapisz ustawienia</translation>
    </message>
    <message>
        <source>Restore the last good station file</source>
        <translation>Przywróć ostatni poprawny plik stanowiska</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nazwa stanowiska</translation>
    </message>
    <message>
        <source>Judge key</source>
        <translation>Klawisz wezwania sędziego</translation>
    </message>
    <message>
        <source>Verdict shown (s)</source>
        <translation>Czas pokazywania wyniku (s)</translation>
    </message>
    <message>
        <source>Clear unjudged words after (s)</source>
        <translation>Czyść niesprawdzone słowa po (s)</translation>
    </message>
    <message>
        <source>Split-lookup window (s)</source>
        <translation>Okno rozdzielonych sprawdzeń (s)</translation>
    </message>
    <message>
        <source>Font scale</source>
        <translation>Skala czcionki</translation>
    </message>
    <message>
        <source>Word-judge key</source>
        <translation>Klawisz wezwania sędziego słownikowego</translation>
    </message>
    <message>
        <source>Director mode language</source>
        <translation>Język trybu sędziowskiego</translation>
    </message>
    <message>
        <source>Central log</source>
        <translation>Rejestr centralny</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Asking the central log…</source>
        <translation>Odpytywanie rejestru centralnego…</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Zmiana stanowiska</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Nie zmieniono</translation>
    </message>
    <message>
        <source>Replace the station&apos;s profiles and settings with the last station file that loaded cleanly?</source>
        <translation>Zastąpić profile i ustawienia stanowiska ostatnim plikiem stanowiska wczytanym bez błędów?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Przywróć</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Nie przywrócono</translation>
    </message>
</context>
<context>
    <name>UnrecordedTab</name>
    <message>
        <source>Add them to the audit log as late records</source>
        <translation>Dodaj je do rejestru sprawdzeń jako wpisy spóźnione</translation>
    </message>
    <message>
        <source>Shown at (UTC)</source>
        <translation>Pokazano (UTC)</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Grupa</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Wpisane</translation>
    </message>
    <message>
        <source>Why it was not recorded</source>
        <translation>Dlaczego nie zapisano</translation>
    </message>
    <message>
        <source>{count} verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>Wyniki pokazane graczom, gdy rejestr sprawdzeń nie mógł ich zapisać: {count}. Każdy zachowuje czas pokazania; po dodaniu zostaną oznaczone w łańcuchu jako wpisy spóźnione.</translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Każdy wynik pokazany na tym stanowisku jest w rejestrze sprawdzeń.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Nie dodano: {error}</translation>
    </message>
</context>
</TS>
