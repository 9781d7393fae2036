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
        <source>Language of exported reports and CSV files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation type="unfinished"></translation>
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
    <name>Alphabet</name>
    <message>
        <source>Catalan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation type="unfinished"></translation>
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
    <name>Audit</name>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation type="unfinished">DOPUSZCZALNE</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation type="unfinished">NIEDOPUSZCZALNE</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event id</source>
        <translation type="unfinished">Id zdarzenia</translation>
    </message>
    <message>
        <source>Station</source>
        <translation type="unfinished">Stanowisko</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation type="unfinished">Nazwa stanowiska</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished">Rodzaj</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished">Profil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation type="unfinished">Słownik</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation type="unfinished">Odcisk</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation type="unfinished">Zasada sprawdzania</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation type="unfinished">Wpisane</translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished">Wynik</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation type="unfinished">Wyniki poszczególnych słów</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation type="unfinished">Skutek</translation>
    </message>
    <message>
        <source>Points to the challenged player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished">Oznaczenia</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation type="unfinished">Dotyczy</translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>challenger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation type="unfinished"></translation>
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
        <source>Seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished">Rodzaj</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished">Zasada</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain intact: 1 record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain intact: {count} records</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>station {station}: {difference}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {key}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or &quot;&quot; for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be &quot;director&quot; (the log and director mode only) or &quot;players&quot;, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most 12 profiles (F1 to F12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}; choose another key, or &quot;&quot; for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-adjudicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>station name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>judge key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>font scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>central log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the players&apos; language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({words} words, fingerprint {fingerprint})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">brak</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station&apos;s software</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile {name}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation type="unfinished"></translation>
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
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the &apos;Not recorded&apos; tab.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
    <name>Fleet</name>
    <message>
        <source>heartbeat body unreadable ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, {count} words)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{summary}. {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>director logout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>self test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run &apos;challenge-kiosk fleet expect&apos; with the owner&apos;s address, to bring it up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon mismatch at 1 station: {stations}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lexicon mismatch at {count} stations: {stations}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest adjudications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Division</source>
        <translation type="unfinished">Grupa</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation type="unfinished">Rozstrzygnięcia</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Director login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head director</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>{keys} or {last}</source>
        <translation type="unfinished"></translation>
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
    <message>
        <source>The audit log cannot be written: {why}. Nothing is judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The station&apos;s id cannot be read or written in {home}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation type="unfinished"></translation>
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
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>annotated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC (the stations&apos; UTC offsets differ)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">brak</translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain intact: 1 record checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chain intact: {count} records checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished">Czas</translation>
    </message>
    <message>
        <source>Station</source>
        <translation type="unfinished">Stanowisko</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished">Rodzaj</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished">Wynik</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished">Oznaczenia</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished">Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation type="unfinished">Słownik</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished">Zasada</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation type="unfinished">Wpisane</translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation type="unfinished">Wyniki poszczególnych słów</translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation type="unfinished">Drugi słownik ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished">Szczegóły</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation type="unfinished"></translation>
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
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
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
