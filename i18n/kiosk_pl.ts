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
        <translation>Język eksportowanych raportów i plików CSV</translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation>Eksport bez tłumaczenia (angielski, identyfikatory kolumn)</translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation>Eksport w języku: {language}</translation>
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
        <translation>kataloński</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>niderlandzki</translation>
    </message>
    <message>
        <source>English</source>
        <translation>angielski</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francuski</translation>
    </message>
    <message>
        <source>German</source>
        <translation>niemiecki</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norweski</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polski</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>hiszpański</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>szwedzki</translation>
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
        <translation>(do wpisu nr {seq}, stanowisko {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(do wpisu {record})</translation>
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
        <source>acceptable</source>
        <translation>dopuszczalne</translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation>niedopuszczalne</translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation>możliwe rozdzielone sprawdzenie (NSA IV.J.2)</translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation>ponowne rozstrzygnięcie</translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation>drugi słownik: inny wynik</translation>
    </message>
    <message>
        <source>ended without a stop</source>
        <translation>zakończona bez zatrzymania</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Id zdarzenia</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Stanowisko</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nazwa stanowiska</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation>Zapisano (UTC)</translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation>Przesunięcie względem UTC</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Słownik</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Odcisk</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Zasada sprawdzania</translation>
    </message>
    <message>
        <source>Typed</source>
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
        <source>Points to the challenged player</source>
        <translation>Punkty dla autora ruchu</translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation>Utrata kolejki</translation>
    </message>
    <message>
        <source>Out play</source>
        <translation>Ruch kończący</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Oznaczenia</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation>Rozdzielone sprawdzenie (wcześniejsze)</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Dotyczy</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notatka</translation>
    </message>
    <message>
        <source>previous session ended without a stop</source>
        <translation>poprzednia sesja zakończona bez zatrzymania</translation>
    </message>
    <message>
        <source>back to the division chooser</source>
        <translation>powrót do wyboru grupy</translation>
    </message>
    <message>
        <source>event joined</source>
        <translation>dołączono do turnieju</translation>
    </message>
    <message>
        <source>event plan accepted</source>
        <translation>plan turnieju przyjęty</translation>
    </message>
    <message>
        <source>event plan refused</source>
        <translation>plan turnieju odrzucony</translation>
    </message>
    <message>
        <source>event plan applied</source>
        <translation>plan turnieju zastosowany</translation>
    </message>
    <message>
        <source>word judge call acknowledged</source>
        <translation>wezwanie sędziego przyjęte</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>sprawdzający</translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation>autor ruchu</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>rozstrzygnięcie</translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation>uruchomienie kiosku</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>zatrzymanie kiosku</translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation>udane logowanie sędziego</translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation>nieudane logowanie sędziego</translation>
    </message>
    <message>
        <source>director logout</source>
        <translation>wylogowanie sędziego</translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation>zmiana słownika</translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation>instalacja słownika</translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation>usunięcie słownika</translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation>odrzucenie słownika</translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation>zmiana zasady</translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation>zmiana profilu</translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation>zmiana ustawień</translation>
    </message>
    <message>
        <source>export made</source>
        <translation>eksport</translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation>weryfikacja rejestru</translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation>zamknięcie kiosku</translation>
    </message>
    <message>
        <source>annotation</source>
        <translation>adnotacja</translation>
    </message>
    <message>
        <source>self test</source>
        <translation>autotest</translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation>migracja rejestru</translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation>naprawa uprawnień</translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation>zatwierdzenie niezapisanych</translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation>import niezapisanych</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>nieoczekiwany błąd</translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation>wycofanie wpisanych słów</translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation>pominięcie ostrzeżenia o rozdzieleniu</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>wezwanie sędziego słownikowego</translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation>przybycie sędziego słownikowego</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>orzeczenie</translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation>rozbieżność z rejestrem centralnym</translation>
    </message>
    <message>
        <source>Receipt referred to</source>
        <translation>Kod, którego dotyczy</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Orzeczenie</translation>
    </message>
    <message>
        <source>Rule cited</source>
        <translation>Przywołany przepis</translation>
    </message>
    <message>
        <source>Penalised player</source>
        <translation>Ukarany gracz</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Punkty karne</translation>
    </message>
    <message>
        <source>New receipt</source>
        <translation>Nowy kod</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>Wyrównano</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Wynik sprawdzenia ręcznego</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Skok zegara</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>skok zegara</translation>
    </message>
</context>
<context>
    <name>AuditChain</name>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>PRZERWANY przy wpisie nr {seq} (stanowisko {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation>jego zawartość nie zgadza się ze skrótem (wpis zmieniono po zapisaniu)</translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation>zapisany tekst nie jest poprawnym wpisem</translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation>kolumna {column} ({value}) różni się od wpisu ({expected})</translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation>nie łączy się z wpisem nr {previous} (dodano go później albo wpis nr {previous} zmieniono i ponownie obliczono jego skrót)</translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation>drugi wpis ma ten sam numer kolejny {seq}</translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation>brak wpisu nr {first} (następny istniejący to nr {seq})</translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation>brak wpisów nr {first}–{last} (następny istniejący to nr {seq})</translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation>numer kolejny {seq} jest nieprawidłowy</translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation>zapisano go po wpisach, które następują po nim w łańcuchu</translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation>od tego miejsca wpisy są zapisane poza kolejnością numerów</translation>
    </message>
</context>
<context>
    <name>AuditDetails</name>
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
        <source>Event id</source>
        <translation>Id zdarzenia</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Skrót (hash)</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>nr {seq} ({kind})</translation>
    </message>
    <message>
        <source>record {event_id}…</source>
        <translation>wpis {event_id}…</translation>
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
</context>
<context>
    <name>AuditJobs</name>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Wpisane / szczegóły</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Oznaczenia</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Stanowisko</translation>
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
        <translation>Zasada</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>z adnotacją</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Łańcuch nienaruszony: %n wpis</numerusform>
            <numerusform>Łańcuch nienaruszony: %n wpisy</numerusform>
            <numerusform>Łańcuch nienaruszony: %n wpisów</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>HTML report</source>
        <translation>raport HTML</translation>
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
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>Wyeksportowano %n wpis do {path}</numerusform>
            <numerusform>Wyeksportowano %n wpisy do {path}</numerusform>
            <numerusform>Wyeksportowano %n wpisów do {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>Wyeksportowano %n wpis do {path}, ale rejestr nie zapisał eksportu</numerusform>
            <numerusform>Wyeksportowano %n wpisy do {path}, ale rejestr nie zapisał eksportu</numerusform>
            <numerusform>Wyeksportowano %n wpisów do {path}, ale rejestr nie zapisał eksportu</numerusform>
        </translation>
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
    <name>CentralLog</name>
    <message>
        <source>signed head of station {station} at record {seq} ({signed_at})</source>
        <translation>podpisany stan stanowiska {station} przy wpisie nr {seq} ({signed_at})</translation>
    </message>
    <message>
        <source>{where}: the signature does not verify</source>
        <translation>{where}: podpis jest nieprawidłowy</translation>
    </message>
    <message>
        <source>{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)</source>
        <translation>{where}: podpisano innym kluczem niż klucz przypisany stanowisku ({key}… zamiast {pin}…)</translation>
    </message>
    <message>
        <source>{where}: record {seq} is no longer in the central log</source>
        <translation>{where}: wpisu nr {seq} nie ma już w rejestrze centralnym</translation>
    </message>
    <message>
        <source>{where}: record {seq} in the central log differs from the one the station signed (the central copy was changed)</source>
        <translation>{where}: wpis nr {seq} w rejestrze centralnym różni się od podpisanego przez stanowisko (kopia centralna została zmieniona)</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>station name</source>
        <translation>nazwa stanowiska</translation>
    </message>
    <message>
        <source>judge key</source>
        <translation>klawisz sprawdzania</translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation>czas pokazywania wyniku (s)</translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation>czyść niesprawdzone słowa po (s)</translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation>okno rozdzielonych sprawdzeń (s)</translation>
    </message>
    <message>
        <source>font scale</source>
        <translation>skala czcionki</translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation>dźwięk przy wyniku</translation>
    </message>
    <message>
        <source>central log</source>
        <translation>rejestr centralny</translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation>prefiks kodu</translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation>język trybu sędziowskiego</translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation>duża czcionka i wysoki kontrast</translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation>odczytywanie wyniku na głos</translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation>klawisz wezwania sędziego słownikowego</translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation>pasek koloru</translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation>drugi słownik</translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation>kto widzi wynik drugiego słownika</translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation>pytanie o numer stołu</translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation>pytanie o liczbę słów</translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation>ustawienia federacji</translation>
    </message>
    <message>
        <source>the players' language</source>
        <translation>język graczy</translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation>informacja o słowniku</translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation>{name} (nie do użycia: {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n słowo, odcisk {fingerprint})</numerusform>
            <numerusform>{name} (%n słowa, odcisk {fingerprint})</numerusform>
            <numerusform>{name} (%n słów, odcisk {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation>Zmień słownik profilu {profile}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation>Zmień zasadę profilu {profile}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation>Dodaj profil {profile}: słownik {lexicon}, {rule}, kolor {colour}, drugi słownik {second}.</translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation>Zmień w profilu {profile} ustawienie „{label}”: {old} → {new}.</translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation>Usuń profil {profile}.</translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation>Ustaw profile w kolejności: {order}.</translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation>Zmień ustawienie „{label}”: {old} → {new}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation>brak (rejestr tylko lokalnie)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>włączone</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wyłączone</translation>
    </message>
</context>
<context>
    <name>Config</name>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>{where}: {key}</source>
        <translation>{where}: {key}</translation>
    </message>
    <message>
        <source>profile {number}</source>
        <translation>profil {number}</translation>
    </message>
    <message>
        <source>profile {name}</source>
        <translation>profil {name}</translation>
    </message>
    <message>
        <source>{where} name</source>
        <translation>{where}: nazwa</translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation>[{section}] {key} musi być liczbą, a nie {value}</translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation>[{section}] {key} = {value} jest poza zakresem ({low}–{high})</translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation>[{section}] {key} musi być tekstem w cudzysłowie, a nie {value}</translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation>{what} zawiera niewidoczny znak (U+{code}); wpisz nazwę ponownie</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} ma więcej niż {limit} znaków</translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation>{where} zawiera spacje lub niewidoczne znaki</translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation>{where}: {value} nie jest adresem bazy danych; wpisz np. {example}</translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation>{where} musi być adresem PostgreSQL (postgresql+psycopg://...), a nie {driver}; wpisz np. {example}</translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation>{where}: sterownik {driver} nie jest zainstalowany na stanowiskach; wpisz postgresql+psycopg://...</translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation>{where}: brak nazwy serwera; wpisz np. {example}</translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation>{where}: brak nazwy bazy danych; wpisz np. {example}</translation>
    </message>
    <message>
        <source>{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 between two dots and 253 in all) or an IP address</source>
        <translation>{where}: {host} nie jest nazwą serwera (litery, cyfry, kropki i łączniki, najwyżej 63 między dwiema kropkami i 253 łącznie) ani adresem IP</translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation>{where}: port {port} jest poza zakresem (1–65535)</translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation>[settings] nieznane ustawienia: {names}</translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation>[station] nieznane klucze: {names}</translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation>{problem}. Do czasu poprawienia stanowisko przechowuje rejestr lokalnie.</translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation>[settings] {key} musi mieć wartość true lub false, a nie {value}</translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation>wpisuje znaki do słów</translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation>stanowisko nie zna takiego klawisza</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation>[settings] judge_key {key} nie może uruchamiać sprawdzania ({why}); wybierz jeden z: {keys}</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or "" for none</source>
        <translation>[settings] word_judge_key {key} to klawisz, który wpisuje znaki; wybierz jeden z: {keys} albo "" (brak)</translation>
    </message>
    <message>
        <source>[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} (no I, L, O, S or Z, which read as digits on a slip)</source>
        <translation>[settings] receipt_prefix {value} musi składać się z 1 do 3 liter spośród {letters} (bez I, L, O, S ani Z, które na kartce wyglądają jak cyfry)</translation>
    </message>
    <message>
        <source>{problem}. The station uses the default ({default}) until this is fixed; judging is not affected.</source>
        <translation>{problem}. Do czasu poprawienia stanowisko używa wartości domyślnej ({default}); nie wpływa to na sprawdzanie.</translation>
    </message>
    <message>
        <source>letters derived from the station's id</source>
        <translation>litery wyprowadzone z identyfikatora stanowiska</translation>
    </message>
    <message>
        <source>no credit line</source>
        <translation>brak informacji o słowniku</translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation>{where}: musi być tabelą [[profiles]]</translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation>{where}: nieznane klucze: {names}</translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation>{where}: brak nazwy</translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation>{where}: nieznana zasada sprawdzania {rule}; wybierz jedną z: {rules}</translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation>{where}: kolor musi mieć postać #2f6fdb, a nie {colour}</translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation>{where}: brak słownika</translation>
    </message>
    <message>
        <source>{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, not {value}</source>
        <translation>{where}: fingerprint musi mieć 64 cyfry szesnastkowe (małe litery), które wypisuje `lexicon-build info`, a nie {value}</translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation>{where}: słownik {lexicon} należy podać nazwą, a nie ścieżką</translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation>{where}: {key} musi mieć wartość true lub false, a nie {value}</translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be "director" (the log and director mode only) or "players", not {value}</source>
        <translation>{where}: second_opinion_shown musi mieć wartość "director" (tylko rejestr i tryb sędziowski) lub "players", a nie {value}</translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation>[station] i [settings] muszą być tabelami</translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation>profile należy zapisać jako tabele [[profiles]]</translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation>dwa profile mają tę samą nazwę</translation>
    </message>
    <message>
        <source>at most {most} profiles (F1 to F{most}: F12 marks the out play)</source>
        <translation>najwyżej {most} profili (od F1 do F{most}: F12 oznacza ruch kończący)</translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation>nieznane sekcje: {names}</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} wybiera profil {profile}; wybierz inny klawisz sprawdzania (zwykle Tab)</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} already marks the out play; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} już oznacza ruch kończący; wybierz inny klawisz sprawdzania (zwykle Tab)</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation>[settings] word_judge_key {key} już uruchamia sprawdzanie</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation>[settings] word_judge_key {key} już oznacza ruch kończący</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation>[settings] word_judge_key {key} już wybiera profil {number}</translation>
    </message>
    <message>
        <source>{problem}; choose another key, or "" for none</source>
        <translation>{problem}; wybierz inny klawisz albo "" (brak)</translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation>{problem}: do czasu poprawienia stanowisko nie ma klawisza wezwania sędziego słownikowego.</translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation>[director] musi być tabelą</translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation>[director] nieznane klucze: {names}</translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation>[director] pin_hash musi być tekstem</translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation>[director] pin_hash nie jest skrótem PIN-u zapisanym przez stanowisko; ustaw PIN ponownie poleceniem: challenge-kiosk director set-pin</translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation>{file} to folder, a nie plik ustawień</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>nie można odczytać pliku {file}: {why}</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation>{file} ma ponad {limit} bajtów: to nie jest plik stanowiska</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation>{file} nie jest tekstem UTF-8 ({why})</translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation>{file} nie jest poprawnym plikiem TOML: {why}</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no settings and no profiles</source>
        <translation>{file} jest pusty: nie zawiera żadnych ustawień ani profili</translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation>nie można zaktualizować pliku {file}, dopóki nie zostanie poprawiony: {why}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation>nie można zapisać pliku {file}: {why}</translation>
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
        <source>Acknowledge: I am going</source>
        <translation>Przyjmij: idę</translation>
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
        <source>%n verdict(s) shown while the log could not record them: see the 'Not recorded' tab.</source>
        <translation>
            <numerusform>Pokazano %n wynik, którego rejestr nie mógł zapisać: zobacz kartę „Niezapisane”.</numerusform>
            <numerusform>Pokazano %n wyniki, których rejestr nie mógł zapisać: zobacz kartę „Niezapisane”.</numerusform>
            <numerusform>Pokazano %n wyników, których rejestr nie mógł zapisać: zobacz kartę „Niezapisane”.</numerusform>
        </translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>stół {table}</translation>
    </message>
    <message>
        <source>Players called a word judge at {time} ({where}).</source>
        <translation>Gracze wezwali sędziego o {time} ({where}).</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>nie wybrano grupy</translation>
    </message>
</context>
<context>
    <name>DirectorService</name>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation>Nie ustawiono rejestru centralnego: to stanowisko przechowuje rejestr tylko lokalnie.</translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation>Nie do użycia: {why}</translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation>To nie jest adres bazy danych: {why}</translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation>To stanowisko nie obsługuje tego rodzaju bazy danych: {why}</translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation>Rejestr centralny nie odpowiedział: {why}</translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation>Połączono z rejestrem centralnym.</translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation>{why}. Niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation>Profil {profile}: {problem}. Niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation>nie można zapisać pliku stanowiska: {why}</translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation>nie zmieniono: rejestr sprawdzeń nie może tego zapisać ({why})</translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation>na tym stanowisku nie zachowano wcześniejszego poprawnego pliku stanowiska</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Odrzucono: {why}</translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation>Odrzucono: {why} (nie udało się zapisać odrzucenia w rejestrze sprawdzeń: {problem})</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation>nazwa {name} jest zarezerwowana dla wbudowanego słownika</translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation>zainstalowano już inny słownik o nazwie {name} ({fingerprint}); najpierw go usuń albo nadaj temu inną nazwę</translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation>nie zainstalowano: nie można zapisać {target} ({why})</translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation>nie zainstalowano: rejestr sprawdzeń nie może tego zapisać ({why})</translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation>Słownika {name} używają profile: {profiles}. Najpierw przełącz je na inny słownik.</translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation>wbudowanego słownika ENABLE nie można usunąć</translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation>nie usunięto: rejestr sprawdzeń nie może tego zapisać ({why})</translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation>rejestr sprawdzeń nie jest otwarty: na razie nie można niczego dodać</translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation>nie można odczytać ani przenieść oczekujących wyników: {why}</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer's desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
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
        <translation>nieczytelna treść sygnału ({reason})</translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation>znaków: {count} (limit {most})</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>to nie jest obiekt</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>nie może sprawdzać</translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation>jedna z grup nie może sprawdzać</translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation>kopia centralna się różni</translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation>jeszcze niepodpisany</translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation>podpisany do wpisu nr {seq}</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>niezgodność: grupa {division} wymaga słownika {lexicon} ({fingerprint}, %n słowo)</numerusform>
            <numerusform>niezgodność: grupa {division} wymaga słownika {lexicon} ({fingerprint}, %n słowa)</numerusform>
            <numerusform>niezgodność: grupa {division} wymaga słownika {lexicon} ({fingerprint}, %n słów)</numerusform>
        </translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint})</source>
        <translation>niezgodność: grupa {division} wymaga słownika {lexicon} ({fingerprint})</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>niezgodność: %n rozstrzygnięcie w {division} z {lexicon} ({fingerprint}); {source} przewiduje {wanted} ({wanted_fingerprint})</numerusform>
            <numerusform>niezgodność: %n rozstrzygnięcia w {division} z {lexicon} ({fingerprint}); {source} przewiduje {wanted} ({wanted_fingerprint})</numerusform>
            <numerusform>niezgodność: %n rozstrzygnięć w {division} z {lexicon} ({fingerprint}); {source} przewiduje {wanted} ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>brak sygnału życia: znane z zapisów (%n rozstrzygnięcie)</numerusform>
            <numerusform>brak sygnału życia: znane z zapisów (%n rozstrzygnięcia)</numerusform>
            <numerusform>brak sygnału życia: znane z zapisów (%n rozstrzygnięć)</numerusform>
        </translation>
    </message>
    <message>
        <source>forged heartbeat at {time} ({why}): ignored, the card shows the station's own</source>
        <translation>sfałszowany sygnał życia o {time} ({why}): pominięty, karta pokazuje sygnał stanowiska</translation>
    </message>
    <message>
        <source>heartbeat not verified: no signed chain head of this station yet</source>
        <translation>sygnał życia niesprawdzony: brak jeszcze podpisanej głowy łańcucha tego stanowiska</translation>
    </message>
    <message>
        <source>on the plan's roster; nothing received from it</source>
        <translation>na liście planu; nic od niego nie otrzymano</translation>
    </message>
    <message>
        <source>last record: {kind}</source>
        <translation>ostatni zapis: {kind}</translation>
    </message>
    <message>
        <source>clock {count} min fast</source>
        <translation>zegar spieszy się o {count} min</translation>
    </message>
    <message>
        <source>clock {count} min slow</source>
        <translation>zegar spóźnia się o {count} min</translation>
    </message>
    <message>
        <source>clock {count} s fast</source>
        <translation>zegar spieszy się o {count} s</translation>
    </message>
    <message>
        <source>clock {count} s slow</source>
        <translation>zegar spóźnia się o {count} s</translation>
    </message>
    <message>
        <source>{station}: {problem}</source>
        <translation>{station}: {problem}</translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation>niezgodność: {what} ma różne listy słów ({kinds}); ta jest na {alike} z {stations} stanowisk (inna na: {others})</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>nieczytelny wpis</translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation>NIE ZAPISANO w chwili sprawdzenia (dodano później)</translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation>możliwe rozdzielone sprawdzenie</translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation>orzeczenie: {title}</translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation>poprzednie: {receipt}</translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation>poprzednie: {receipt}, {seconds} s wcześniej</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>nr {seq}</translation>
    </message>
    <message>
        <source>{summary}. {note}</source>
        <translation>{summary}. {note}</translation>
    </message>
    <message>
        <source>clock jump: {what}</source>
        <translation>skok zegara: {what}</translation>
    </message>
    <message>
        <source>game joined after the event</source>
        <translation>partia przypisana po turnieju</translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.</source>
        <translation>Rejestr centralny nie ma jeszcze tabel przeglądu stanowisk ({error}): uruchom stanowisko, które z niego korzysta, albo polecenie 'challenge-kiosk fleet expect' z adresem właściciela bazy, aby go zaktualizować.</translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation>Nie można odczytać rejestru centralnego: {error}</translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation>Nie można przeszukać rejestru centralnego: {error}</translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation>Nie ma takiego wpisu.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation>Za dużo błędnych haseł: odczekaj minutę.</translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation>Formularz jest za duży.</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>Błędne hasło.</translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation>{count} s temu</translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation>{count} min temu</translation>
    </message>
    <message>
        <source>That call is no longer open.</source>
        <translation>To wezwanie nie czeka już na odpowiedź.</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements: start it with --ack-central (see docs/central-roles.sql), or acknowledge at the station.</source>
        <translation>Ta strona nie może zapisać przyjęcia wezwania: uruchom ją z --ack-central (zob. docs/central-roles.sql) albo przyjmij wezwanie przy stanowisku.</translation>
    </message>
    <message>
        <source>The acknowledgement could not be recorded: {error}. Go to the station.</source>
        <translation>Nie udało się zapisać przyjęcia wezwania: {error}. Idź do stanowiska.</translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation>{whole},{tenth} h temu</translation>
    </message>
    <message>
        <source>No such export.</source>
        <translation>Nie ma takiego eksportu.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Przegląd stanowisk</translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation>Stanowiska sprawdzeń</translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation>Kod z kartki lub słowo</translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation>Szukaj na wszystkich stanowiskach</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Szukaj</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nazwisko gracza</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Szukaj po nazwisku gracza</translation>
    </message>
    <message>
        <source>Find player</source>
        <translation>Znajdź gracza</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>Wyloguj</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>zajęte</translation>
    </message>
    <message>
        <source>free</source>
        <translation>wolne</translation>
    </message>
    <message>
        <source>director</source>
        <translation>sędzia</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>niegotowe</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>zatrzymane</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>brak sygnału życia</translation>
    </message>
    <message>
        <source>A player called a word judge</source>
        <translation>Gracz wezwał sędziego</translation>
    </message>
    <message>
        <source>Station {station}</source>
        <translation>Stanowisko {station}</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>nie wybrano grupy</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Stół {table}</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>nie podano stołu</translation>
    </message>
    <message>
        <source>called at {time}</source>
        <translation>wezwanie o {time}</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Przyjmij: idę</translation>
    </message>
    <message>
        <source>Forged heartbeats (ignored) for: {stations}</source>
        <translation>Sfałszowane sygnały życia (pominięte) dla: {stations}</translation>
    </message>
    <message>
        <source>Offline: {stations}</source>
        <translation>Bez połączenia: {stations}</translation>
    </message>
    <message>
        <source>On the plan's roster, never heard from: {stations}</source>
        <translation>Na liście planu, bez żadnej wiadomości: {stations}</translation>
    </message>
    <message>
        <source>Recording without a heartbeat: {stations}</source>
        <translation>Zapisują bez sygnału życia: {stations}</translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation>Czekają na sędziego: {stations}</translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation>Stanowiska: {count}, online: {online}, zajęte: {busy}.</translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation>Zaktualizowano {time}; stanowisko jest offline po {seconds} s bez sygnału.</translation>
    </message>
    <message>
        <source>Event: {event} (chosen with --event).</source>
        <translation>Wydarzenie: {event} (wybrane przez --event).</translation>
    </message>
    <message>
        <source>Event: {event} (the first published).</source>
        <translation>Wydarzenie: {event} (pierwsze opublikowane).</translation>
    </message>
    <message>
        <source>Also published, not watched: {events} (choose with --event).</source>
        <translation>Opublikowane także, nieobserwowane: {events} (wybierz przez --event).</translation>
    </message>
    <message>
        <source>Event plan: {event}, serial {serial}, from {time} (UTC).</source>
        <translation>Plan turnieju: {event}, numer {serial}, od {time} (UTC).</translation>
    </message>
    <message>
        <source>Plan {serial}: in force since {time}</source>
        <translation>Plan {serial}: obowiązuje od {time}</translation>
    </message>
    <message>
        <source>Plan {serial}: from {time} (in {minutes} min)</source>
        <translation>Plan {serial}: od {time} (za {minutes} min)</translation>
    </message>
    <message>
        <source>Plan {serial}: ended</source>
        <translation>Plan {serial}: zakończony</translation>
    </message>
    <message>
        <source>Plan {serial}: superseded</source>
        <translation>Plan {serial}: zastąpiony</translation>
    </message>
    <message>
        <source>accepted by {accepted} of {stations} stations</source>
        <translation>przyjęty przez {accepted} z {stations} stanowisk</translation>
    </message>
    <message>
        <source>{station} refused it ({reason})</source>
        <translation>{station} go odrzuciło ({reason})</translation>
    </message>
    <message>
        <source>{stations} not yet</source>
        <translation>{stations} jeszcze nie</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>Oczekiwane:</translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation>sygnał: {age}</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation>do przesłania: {count}</translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation>ostatnie rozstrzygnięcie: {time}</translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation>nie może sprawdzać: {problem}</translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation>łańcuch: {chain}</translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation>Żadne stanowisko nie wysłało jeszcze sygnału. Stanowiska wysyłają go co 15 s, gdy mają ustawiony adres rejestru centralnego.</translation>
    </message>
    <message>
        <source>The same word, different verdicts</source>
        <translation>To samo słowo, różne werdykty</translation>
    </message>
    <message>
        <source>ACCEPTABLE at {where}</source>
        <translation>DOPUSZCZALNE na {where}</translation>
    </message>
    <message>
        <source>UNACCEPTABLE at {where}</source>
        <translation>NIEDOPUSZCZALNE na {where}</translation>
    </message>
    <message>
        <source>Disputes by division and table</source>
        <translation>Spory według grupy i stołu</translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation>Oznaczone, od najnowszych</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>Gracz: {name}</translation>
    </message>
    <message>
        <source>The players' names are still being read from the log: older records may be missing.</source>
        <translation>Nazwiska graczy są jeszcze odczytywane z rejestru: może brakować starszych wpisów.</translation>
    </message>
    <message>
        <source>More than {count} records match, newest first.</source>
        <translation>Pasuje ponad {count} wpisów, najnowsze najpierw.</translation>
    </message>
    <message>
        <source>Records that match: {count}, newest first.</source>
        <translation>Pasujące wpisy: {count}, najnowsze najpierw.</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Najnowsze</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Starsze</translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation>Nic nie oznaczono.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n słowo</numerusform>
            <numerusform>%n słowa</numerusform>
            <numerusform>%n słów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Niezgodność słownika na %n stanowisku: {stations}</numerusform>
            <numerusform>Niezgodność słowników na %n stanowiskach: {stations}</numerusform>
            <numerusform>Niezgodność słowników na %n stanowiskach: {stations}</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs attention: {count}</source>
        <translation>Wymaga uwagi: {count}</translation>
    </message>
    <message>
        <source>Healthy stations {first}–{last} of {count}</source>
        <translation>Stanowiska bez problemów {first}–{last} z {count}</translation>
    </message>
    <message>
        <source>Needs a ruling: judged with a superseded list after the plan's instant ({count})</source>
        <translation>Wymaga rozstrzygnięcia: oceniono według zastąpionej listy po chwili wejścia planu ({count})</translation>
    </message>
    <message>
        <source>judged with {lexicon}; {plan} says {wanted}</source>
        <translation>oceniono według {lexicon}; {plan} mówi {wanted}</translation>
    </message>
    <message>
        <source>Look-ups to check against the pairings ({count})</source>
        <translation>Sprawdzenia do porównania z kojarzeniami ({count})</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>Pobierz:</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runda {number}</translation>
    </message>
    <message>
        <source>Latest adjudications</source>
        <translation>Ostatnie rozstrzygnięcia</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>Brak rozstrzygnięć.</translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation>Rozstrzygnięcia na godzinę (ostatnie 12 godzin: {count})</translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation>Rozstrzygnięcia na godzinę</translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation>Rozstrzygnięcia na godzinę według grup</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Grupa</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Rozstrzygnięcia</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation>Najbardziej obciążone stanowiska</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Jeszcze brak.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Liczenie…</translation>
    </message>
    <message>
        <source>Director login</source>
        <translation>Logowanie sędziego</translation>
    </message>
    <message>
        <source>Head director</source>
        <translation>Sędzia główny turnieju</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Hasło</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Zaloguj</translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation>Strona straciła połączenie z serwerem przeglądu stanowisk: poniższe dane mogą być nieaktualne.</translation>
    </message>
    <message>
        <source>Click to enable the sound of calls</source>
        <translation>Kliknij, aby włączyć dźwięk wezwań</translation>
    </message>
    <message>
        <source>Your name, for acknowledgements:</source>
        <translation>Twoje imię (przy przyjmowaniu wezwań):</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements (no --ack-central): acknowledge at the station.</source>
        <translation>Ta strona nie może zapisać przyjęcia wezwania (brak --ack-central): przyjmij je przy stanowisku.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Wpis</translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation>Wyszukiwanie: {query}</translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation>Wpisz kod z kartki sprawdzenia (np. GK-0042) lub słowo.</translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation>Brak pasujących wpisów.</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>wezwano sędziego</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Runda {round} · Stół {table} · {one} – {two}</translation>
    </message>
    <message>
        <source>{game} (joined after the event)</source>
        <translation>{game} (przypisana po turnieju)</translation>
    </message>
    <message>
        <source>no game at Table {table} this round</source>
        <translation>brak partii przy stole {table} w tej rundzie</translation>
    </message>
    <message>
        <source>look-up from a table with no game this round</source>
        <translation>sprawdzenie ze stołu bez partii w tej rundzie</translation>
    </message>
    <message>
        <source>look-up from a game already scored</source>
        <translation>sprawdzenie dla partii z już wpisanym wynikiem</translation>
    </message>
    <message>
        <source>{division} is rated {rating} in the pairings; judged with {lexicon}</source>
        <translation>{division} ma w kojarzeniach ranking {rating}; sprawdzano według {lexicon}</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>Division {division}: {problem}</source>
        <translation>Grupa {division}: {problem}</translation>
    </message>
    <message>
        <source>relay: {error}</source>
        <translation>przesyłanie: {error}</translation>
    </message>
    <message>
        <source>relay stopped, {why}</source>
        <translation>przesyłanie zatrzymane, {why}</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation>Sygnał do przeglądu stanowisk: wyłączony (nie ustawiono rejestru centralnego).</translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation>Sygnał do przeglądu stanowisk: rejestr centralny nieosiągalny. Ostatni błąd: {error}</translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation>Sygnał do przeglądu stanowisk: łączenie…</translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation>Sygnał do przeglądu stanowisk: wysłany {seconds} s temu.</translation>
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
        <source>Press 1 if this is your game, 0 if it is not.</source>
        <translation>Naciśnijcie 1, jeśli to wasza partia, 0, jeśli nie.</translation>
    </message>
    <message>
        <source>Press the number of your game ({keys}), or 0 if none of them is yours.</source>
        <translation>Naciśnijcie numer swojej partii ({keys}) albo 0, jeśli żadna nie jest wasza.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Naciśnij cyfrę od 1 do {most}: ile słów sprawdzasz?</translation>
    </message>
    <message>
        <source>From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.</source>
        <translation>Od teraz {division} sprawdza według {new} (było {old}): klawisz oceny sprawdza według {new}.</translation>
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
        <translation>{keys} lub {last}</translation>
    </message>
    <message>
        <source>A table number has at most {digits} digits (1 to {most}): the {digit} after {typed} was not added.</source>
        <translation>Numer stołu ma najwyżej {digits} cyfry (1–{most}): cyfra {digit} po {typed} nie została dodana.</translation>
    </message>
</context>
<context>
    <name>LexiconBuild</name>
    <message>
        <source>longer than {most} letters, so not a word</source>
        <translation>ma więcej liter niż {most}, więc to nie jest słowo</translation>
    </message>
    <message>
        <source>  {file}:{line}: {text}: {reason}</source>
        <translation>  {file}:{line}: {text}: {reason}</translation>
    </message>
    <message>
        <source>{first}
{then}</source>
        <translation>{first}
{then}</translation>
    </message>
    <message>
        <source>{message}
{rejects}</source>
        <translation>{message}
{rejects}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and {more} more</source>
        <translation>{message}
{rejects}
  ... i jeszcze {more}</translation>
    </message>
    <message>
        <source>{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>{file}: listy słów mają ponad {most} pozycji, więcej, niż może zawierać słownik (największe opublikowane listy mają ok. 3 mln)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file}: {why}</translation>
    </message>
    <message>
        <source>{file}: {why} (read as {format})</source>
        <translation>{file}: {why} (odczytano jako {format})</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with --skip-invalid to leave them out</source>
        <translation>wiersze, które nie są słowami (alfabet: {alphabet}): {count}; popraw je albo zbuduj z opcją --skip-invalid, aby je pominąć</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped reading; fix them, or build with --skip-invalid to leave them out (it reads every line and counts them)</source>
        <translation>wiersze, które nie są słowami (alfabet: {alphabet}): więcej niż {count}, więc czytanie przerwano; popraw je albo zbuduj z opcją --skip-invalid, aby je pominąć (wtedy każdy wiersz jest czytany i liczony)</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines</source>
        <translation>{message}
{rejects}
  ... i więcej: przerwano po {count} błędnych wierszach</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? try --alphabet {alphabet}</source>
        <translation>{message}
{rejects}
  ... i więcej: przerwano po {count} błędnych wierszach; czy ta lista jest w innym alfabecie? spróbuj --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? every line read is a word of {alphabets} (--alphabet NAME)</source>
        <translation>{message}
{rejects}
  ... i więcej: przerwano po {count} błędnych wierszach; czy ta lista jest w innym alfabecie? każdy przeczytany wiersz jest słowem alfabetu {alphabets} (--alphabet NAZWA)</translation>
    </message>
    <message>
        <source>no words found in the input</source>
        <translation>w danych wejściowych nie znaleziono żadnych słów</translation>
    </message>
    <message>
        <source>no words found in the input ({skipped} longer than {board} letters left out)</source>
        <translation>w danych wejściowych nie znaleziono żadnych słów (pominięto słowa mające więcej liter niż {board}: {skipped})</translation>
    </message>
    <message>
        <source>the lists hold {listed} words, not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>liczba słów na listach: {listed}, a oczekiwano {expected}; sprawdź, czy to właściwe pliki (niczego nie zapisano)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words ({skipped} longer than {board} letters left out), not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>liczba słów na listach: {listed} (pominięto słowa mające więcej liter niż {board}: {skipped}), a oczekiwano {expected}; sprawdź, czy to właściwe pliki (niczego nie zapisano)</translation>
    </message>
    <message>
        <source>unknown input format {name}; known: {known}</source>
        <translation>nieznany format wejściowy {name}; znane: {known}</translation>
    </message>
    <message>
        <source>the file is in no known word-list format</source>
        <translation>plik nie jest w żadnym znanym formacie listy słów</translation>
    </message>
    <message>
        <source>the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or damaged</source>
        <translation>graf słów kończy się w środku węzła (nadmiarowe bajty: {stray}); plik jest obcięty lub uszkodzony</translation>
    </message>
    <message>
        <source>the file is too short to be a Quackle lexicon (truncated?)</source>
        <translation>plik jest za krótki jak na słownik Quackle (obcięty?)</translation>
    </message>
    <message>
        <source>Quackle lexicon format version {version} is not supported (only version 1)</source>
        <translation>wersja {version} formatu słownika Quackle nie jest obsługiwana (tylko wersja 1)</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle lexicon</source>
        <translation>litera nr {number} w alfabecie pliku jest nieczytelna; plik jest uszkodzony lub nie jest słownikiem Quackle</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is not UTF-8 text; the file is damaged</source>
        <translation>litera nr {number} w alfabecie pliku nie jest tekstem UTF-8; plik jest uszkodzony</translation>
    </message>
    <message>
        <source>the file has no word graph; it is truncated</source>
        <translation>plik nie zawiera grafu słów; jest obcięty</translation>
    </message>
    <message>
        <source>the header says {count} words but the word graph holds {found}; the file is damaged</source>
        <translation>nagłówek podaje liczbę słów {count}, a graf słów zawiera {found}; plik jest uszkodzony</translation>
    </message>
    <message>
        <source>its checksum does not match its words (the hash in its header is not that of the word list it holds); the file is damaged</source>
        <translation>suma kontrolna nie zgadza się ze słowami (skrót w nagłówku nie odpowiada liście słów zawartej w pliku); plik jest uszkodzony</translation>
    </message>
    <message>
        <source>the word graph uses letter number {number}, but the file's alphabet has only {count} letters; the file is damaged</source>
        <translation>graf słów używa litery nr {number}, ale alfabet pliku kończy się na literze nr {count}; plik jest uszkodzony</translation>
    </message>
    <message>
        <source>its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged</source>
        <translation>alfabet pliku podaje płytkę {tile} dwa razy („{first}” i „{second}”); plik jest uszkodzony</translation>
    </message>
    <message>
        <source>its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}</source>
        <translation>słowa w pliku zawierają literę {letters}, której nie ma wśród płytek (alfabet: {alphabet}); {hint}</translation>
    </message>
    <message>
        <source>its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}</source>
        <translation>słowa w pliku zawierają litery {letters}, których nie ma wśród płytek (alfabet: {alphabet}); {hint}</translation>
    </message>
    <message>
        <source>build with --alphabet {alphabet}</source>
        <translation>zbuduj z opcją --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>build with the --alphabet it was made for ({alphabets} fit)</source>
        <translation>zbuduj z opcją --alphabet właściwą dla tego pliku (pasują: {alphabets})</translation>
    </message>
    <message>
        <source>no shipped alphabet has all of its letters</source>
        <translation>żaden wbudowany alfabet nie ma wszystkich liter tego pliku</translation>
    </message>
    <message>
        <source>the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file</source>
        <translation>długość pliku nie odpowiada całkowitej liczbie 4-bajtowych węzłów; plik jest obcięty lub nie jest plikiem .kwg</translation>
    </message>
    <message>
        <source>node 0 is not a word graph header; the file is damaged or not a .kwg file</source>
        <translation>węzeł 0 nie jest nagłówkiem grafu słów; plik jest uszkodzony lub nie jest plikiem .kwg</translation>
    </message>
    <message>
        <source>tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet this file was built with (--alphabet)</source>
        <translation>płytka {tile} nie istnieje (alfabet: {alphabet}, liczba płytek: {count}); wybierz alfabet, z którym zbudowano ten plik (--alphabet)</translation>
    </message>
    <message>
        <source>a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged</source>
        <translation>słowo w grafie słów zawiera płytkę 0 (separator GADDAG); plik jest uszkodzony</translation>
    </message>
    <message>
        <source>it has {lines} lines, more than the {most} words a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>liczba wierszy: {lines}, a słownik może mieć najwyżej {most} słów (największe opublikowane listy mają ok. 3 mln)</translation>
    </message>
    <message>
        <source>line {line} is not UTF-8 text; save the list as UTF-8 and build again</source>
        <translation>wiersz {line} nie jest tekstem UTF-8; zapisz listę w kodowaniu UTF-8 i zbuduj ponownie</translation>
    </message>
    <message>
        <source>the first letters are at node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>pierwsze litery są w węźle {node}, ale węzłów w pliku jest tylko {count}; plik jest uszkodzony lub obcięty</translation>
    </message>
    <message>
        <source>node {node} refers to node {target}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>węzeł {node} wskazuje na węzeł {target}, ale węzłów w pliku jest tylko {count}; plik jest uszkodzony lub obcięty</translation>
    </message>
    <message>
        <source>the word graph leads back to node {node} (it loops); the file is damaged</source>
        <translation>graf słów prowadzi z powrotem do węzła {node} (zapętla się); plik jest uszkodzony</translation>
    </message>
    <message>
        <source>the group of letters at node {node} runs past the end of the file (no last letter); the file is damaged or truncated</source>
        <translation>grupa liter w węźle {node} wychodzi poza koniec pliku (brak ostatniej litery); plik jest uszkodzony lub obcięty</translation>
    </message>
    <message>
        <source>the letters at node {node} lead back to node {target} (the word graph loops); the file is damaged</source>
        <translation>litery w węźle {node} prowadzą z powrotem do węzła {target} (graf słów się zapętla); plik jest uszkodzony</translation>
    </message>
    <message>
        <source>node {node} neither ends a word nor leads to more letters; the file is damaged</source>
        <translation>węzeł {node} ani nie kończy słowa, ani nie prowadzi do kolejnych liter; plik jest uszkodzony</translation>
    </message>
    <message>
        <source>the letters of nodes {first} to {last} are not in order; the file is damaged</source>
        <translation>litery węzłów {first}–{last} nie są uporządkowane; plik jest uszkodzony</translation>
    </message>
    <message>
        <source>the word graph holds a word longer than {most} letters; the file is damaged or not a word list</source>
        <translation>graf słów zawiera słowo mające więcej liter niż {most}; plik jest uszkodzony lub nie jest listą słów</translation>
    </message>
    <message>
        <source>the word graph holds more than {most} words, more than a word list may hold; the file is damaged</source>
        <translation>graf słów zawiera ponad {most} słów, więcej, niż może mieć lista słów; plik jest uszkodzony</translation>
    </message>
    <message>
        <source>the word graph holds more words than the {count} its header states; the file is damaged</source>
        <translation>graf słów zawiera więcej słów, niż podaje nagłówek ({count}); plik jest uszkodzony</translation>
    </message>
    <message>
        <source>node {node} leads back into its own word (the word graph loops); the file is damaged</source>
        <translation>węzeł {node} prowadzi z powrotem do własnego słowa (graf słów się zapętla); plik jest uszkodzony</translation>
    </message>
    <message>
        <source>the word graph refers to node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>graf słów wskazuje na węzeł {node}, ale węzłów w pliku jest tylko {count}; plik jest uszkodzony lub obcięty</translation>
    </message>
    <message>
        <source>{file}: is {size}, more than the {limit} a word list may be; is it the right file?</source>
        <translation>{file}: ma {size}, a lista słów może mieć najwyżej {limit}; czy to właściwy plik?</translation>
    </message>
    <message>
        <source>over {limit}</source>
        <translation>ponad {limit}</translation>
    </message>
    <message>
        <source>{file}: file not found</source>
        <translation>{file}: nie znaleziono pliku</translation>
    </message>
    <message>
        <source>{file}: is a folder, not a word list</source>
        <translation>{file}: to folder, a nie lista słów</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({why})</source>
        <translation>{file}: nie można odczytać ({why})</translation>
    </message>
    <message>
        <source>{file}: is not a regular file (a device, pipe or socket); give a word-list file</source>
        <translation>{file}: to nie zwykły plik, lecz urządzenie, potok lub gniazdo; podaj plik z listą słów</translation>
    </message>
    <message>
        <source>{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list (or is a gzip bomb)</source>
        <translation>{file}: po rozpakowaniu ma ponad {limit}, więcej, niż może mieć lista słów; to nie jest lista słów (albo to bomba dekompresyjna gzip)</translation>
    </message>
    <message>
        <source>{file}: damaged gzip file ({why})</source>
        <translation>{file}: uszkodzony plik gzip ({why})</translation>
    </message>
</context>
<context>
    <name>Lexicons</name>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation>na tym stanowisku nie zainstalowano słownika o nazwie {name}</translation>
    </message>
    <message>
        <source>the list {name} with fingerprint {fingerprint} is not installed on this station</source>
        <translation>lista {name} z odciskiem {fingerprint} nie jest zainstalowana na tym stanowisku</translation>
    </message>
    <message>
        <source>two lexicon files are called {name} with different word lists ({first}, {second}): remove the wrong one</source>
        <translation>dwa pliki leksykonu nazywają się {name}, a mają różne listy słów ({first}, {second}): usuń niewłaściwy</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>nie znaleziono pliku</translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation>to folder, a nie plik słownika</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>nie można odczytać ({why})</translation>
    </message>
    <message>
        <source>is larger than {limit} MB: not a lexicon file</source>
        <translation>ma ponad {limit} MB: to nie jest plik leksykonu</translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation>niezgodna suma kontrolna: plik jest uszkodzony lub zmieniony; nie używaj go</translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation>{why}; nie używaj tego pliku</translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation>plik został zmieniony; nie używaj go</translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation>graf słów nie zgadza się ze skrótem w nagłówku: {altered}</translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation>nie można odczytać grafu słów ({why})</translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation>zawiera słów: {found}, a nagłówek podaje {count}</translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation>nie zawiera żadnych słów; nie używaj go</translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation>słowa nie zgadzają się z odciskiem: {altered}</translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation>długość słów to {shortest}–{longest}, a nagłówek podaje {least}–{most}: {altered}</translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation>nie można odczytać nagłówka; plik jest uszkodzony</translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station's software</source>
        <translation>utworzony nowszą wersją lexicon-build (format {version}); zaktualizuj oprogramowanie stanowiska</translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation>nieprawidłowy alfabet: {why}</translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation>brakujące lub uszkodzone pole nagłówka: {what}</translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation>plik jest obcięty (kończy się w środku nagłówka)</translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation>to nie jest plik słownika (utwórz go z listy słów programem lexicon-build)</translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation>plik jest obcięty (skopiuj go ponownie z oryginału)</translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>pole długości nagłówka jest uszkodzone (reszta pliku jest kompletna); nie używaj go, skopiuj go ponownie z oryginału</translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation>pole długości nagłówka jest uszkodzone, a plik jest niekompletny; skopiuj go ponownie z oryginału</translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>pole długości grafu słów jest uszkodzone (reszta pliku jest kompletna); nie używaj go, skopiuj go ponownie z oryginału</translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation>plik ma nieoczekiwane bajty na końcu; jest uszkodzony</translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation>graf słów zapętla program czytający (brak odpowiedzi w ciągu {seconds} s): plik jest uszkodzony lub sfałszowany; nie używaj go</translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation>nie można sprawdzić: {why}</translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation>graf słów powoduje awarię programu czytającego ({signal}): plik jest uszkodzony lub sfałszowany; nie używaj go</translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation>sygnał {number}</translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation>odrzucony przez kontrolę słownika</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>Zainstalowano {lexicon}: %n słowo, odcisk {fingerprint}.</numerusform>
            <numerusform>Zainstalowano {lexicon}: %n słowa, odcisk {fingerprint}.</numerusform>
            <numerusform>Zainstalowano {lexicon}: %n słów, odcisk {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage}: %n słowo</numerusform>
            <numerusform>{stage}: %n słowa</numerusform>
            <numerusform>{stage}: %n słów</numerusform>
        </translation>
    </message>
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
        <source>Import failed: nothing was installed.</source>
        <translation>Import nieudany: niczego nie zainstalowano.</translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} sprawdza teraz według słownika {lexicon} (%n słowo, odcisk {fingerprint}).</numerusform>
            <numerusform>{division} sprawdza teraz według słownika {lexicon} (%n słowa, odcisk {fingerprint}).</numerusform>
            <numerusform>{division} sprawdza teraz według słownika {lexicon} (%n słów, odcisk {fingerprint}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{division} still judges with ENABLE: {why}</source>
        <translation>{division} nadal sprawdza według słownika ENABLE: {why}</translation>
    </message>
    <message>
        <source>No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.</source>
        <translation>Żadna grupa nie sprawdza według słownika {lexicon}: wybierz go dla grupy na karcie Profile i zasady.</translation>
    </message>
    <message>
        <source>Not switched</source>
        <translation>Nie przełączono</translation>
    </message>
</context>
<context>
    <name>Pin</name>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation>PIN jest za krótki (minimalna długość: {least})</translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation>PIN nie może zaczynać się ani kończyć spacją</translation>
    </message>
    <message>
        <source>the PIN may have at most {most} characters</source>
        <translation>PIN może mieć najwyżej {most} znaków</translation>
    </message>
    <message>
        <source>the PIN holds a control or invisible character, which no keyboard types</source>
        <translation>PIN zawiera znak sterujący lub niewidoczny, którego żadna klawiatura nie wpisze</translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation>PIN przyjęty</translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation>Błędny PIN. {wait}</translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation>Błędny PIN. Pozostała 1 próba przed blokadą czasową.</translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation>Błędny PIN. Pozostały {left} próby przed blokadą czasową.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation>Za dużo błędnych PIN-ów: spróbuj ponownie za {minutes} min {seconds} s.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation>Za dużo błędnych PIN-ów: spróbuj ponownie za {seconds} s.</translation>
    </message>
    <message>
        <source>No PIN can be checked: the station's settings file cannot be read. Fix or move station.toml on this computer.</source>
        <translation>Nie można sprawdzić PIN-u: nie da się odczytać pliku ustawień stanowiska. Napraw lub przenieś station.toml na tym komputerze.</translation>
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
        <translation>DOPUSZCZALNE</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NIEDOPUSZCZALNE</translation>
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
        <source>For comparison, {lexicon}: {verdict} (does not count)</source>
        <translation>Dla porównania, {lexicon}: {verdict} (nie liczy się)</translation>
    </message>
    <message>
        <source>A director must clear this screen (director PIN)</source>
        <translation>Ten ekran zamyka tylko sędzia główny (PIN sędziego)</translation>
    </message>
    <message>
        <source>IS THIS YOUR GAME?</source>
        <translation>CZY TO WASZA PARTIA?</translation>
    </message>
    <message>
        <source>WHICH IS YOUR GAME?</source>
        <translation>KTÓRA TO WASZA PARTIA?</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two} ({first} first)</source>
        <translation>Plansza {board} · {one} – {two} (zaczyna {first})</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two}</source>
        <translation>Plansza {board} · {one} – {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two} ({first} first)</source>
        <translation>Runda {round} · Stół {table} · {one} – {two} (zaczyna {first})</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Runda {round} · Stół {table} · {one} – {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Runda {round} · Stół {table}</translation>
    </message>
    <message>
        <source>The pairings have not been updated since {time}: check that this is your game.</source>
        <translation>Kojarzenia nie były aktualizowane od {time}: sprawdźcie, czy to wasza partia.</translation>
    </message>
    <message>
        <source>The pairings say this game is already scored: check it is yours.</source>
        <translation>Według kojarzeń ta partia ma już wpisany wynik: sprawdźcie, czy to wasza.</translation>
    </message>
    <message>
        <source>From the event's pairings.</source>
        <translation>Z kojarzeń turnieju.</translation>
    </message>
    <message>
        <source>1 or Enter: yes, our game  ·  0: not our game (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 lub Enter: tak, nasza partia  ·  0: nie nasza (dalej tylko z numerem stołu)  ·  Esc: zmień numer stołu</translation>
    </message>
    <message>
        <source>1 or 2: our game  ·  0: neither (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 lub 2: nasza partia  ·  0: żadna (dalej tylko z numerem stołu)  ·  Esc: zmień numer stołu</translation>
    </message>
    <message>
        <source>1 to {last}: our game  ·  0: none of these (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1–{last}: nasza partia  ·  0: żadna (dalej tylko z numerem stołu)  ·  Esc: zmień numer stołu</translation>
    </message>
    <message>
        <source>A DIRECTOR IS COMING</source>
        <translation>SĘDZIA JUŻ IDZIE</translation>
    </message>
    <message>
        <source>NOBODY HAS ANSWERED YET</source>
        <translation>NIKT JESZCZE NIE ODPOWIEDZIAŁ</translation>
    </message>
    <message>
        <source>FETCH THE DIRECTOR</source>
        <translation>PRZYPROWADŹCIE SĘDZIEGO GŁÓWNEGO</translation>
    </message>
    <message>
        <source>AN ADJUDICATOR HAS BEEN CALLED</source>
        <translation>WEZWANO SĘDZIEGO</translation>
    </message>
    <message>
        <source>AN ARBITER HAS BEEN CALLED</source>
        <translation>WEZWANO SĘDZIEGO</translation>
    </message>
    <message>
        <source>A WORD JUDGE HAS BEEN CALLED</source>
        <translation>WEZWANO SĘDZIEGO SŁOWNIKOWEGO</translation>
    </message>
    <message>
        <source>Your call was answered. Stay at the station.</source>
        <translation>Wezwanie przyjęte. Zostańcie przy stanowisku.</translation>
    </message>
    <message>
        <source>Nobody has answered yet: fetch the director. The other player stays here.</source>
        <translation>Nikt jeszcze nie odpowiedział: przyprowadźcie sędziego głównego. Drugi gracz zostaje tutaj.</translation>
    </message>
    <message>
        <source>This station cannot call anyone: one player fetches the director, the other stays here. The call is recorded.</source>
        <translation>To stanowisko nie może nikogo wezwać: jeden gracz idzie po sędziego głównego, drugi zostaje tutaj. Wezwanie jest zapisane.</translation>
    </message>
    <message>
        <source>Stay at the station: the call is on the directors' screen.</source>
        <translation>Zostańcie przy stanowisku: wezwanie jest na ekranie sędziów.</translation>
    </message>
    <message>
        <source>{key}: the adjudicator is here, back to the station</source>
        <translation>{key}: sędzia jest już na miejscu – powrót do stanowiska</translation>
    </message>
    <message>
        <source>{key}: the arbiter is here, back to the station</source>
        <translation>{key}: sędzia jest już na miejscu – powrót do stanowiska</translation>
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
        <source>Something unexpected happened: {message}. It was recorded. A director's PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
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
        <source>"{word}": {reason}</source>
        <translation>„{word}”: {reason}</translation>
    </message>
    <message>
        <source>"{word}" is too short: a word has at least {least} letters</source>
        <translation>„{word}” jest za krótkie: minimalna długość słowa to {least}</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Za krótkie: minimalna długość słowa to {least}</translation>
    </message>
    <message>
        <source>"{word}" has {letters} letters: a word has at most {most}</source>
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
        <translation>Nie można zapisać rejestru sprawdzeń: {why}. Nic nie zostanie sprawdzone.</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation>Nie można otworzyć rejestru sprawdzeń: {why}</translation>
    </message>
    <message>
        <source>The station's id cannot be read or written in {home}: {why}</source>
        <translation>Nie można odczytać ani zapisać identyfikatora stanowiska w {home}: {why}</translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation>Plik ustawień stanowiska: {why}</translation>
    </message>
    <message>
        <source>waiting for {lexicon} from the head director (event plan {serial})</source>
        <translation>czeka na {lexicon} od sędziego głównego (plan {serial})</translation>
    </message>
    <message>
        <source>event plan {serial} has ended: waiting for the next plan from the head director</source>
        <translation>plan turnieju {serial} się zakończył: czeka na następny plan od sędziego głównego</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n słowo, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n słowa, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n słów, {fingerprint})</numerusform>
        </translation>
    </message>
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
        <source>Players' language</source>
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
        <source>Clock: {said}</source>
        <translation>Zegar: {said}</translation>
    </message>
    <message>
        <source>The event plan sets this division's list and rule: {lexicon}, {rule}, from plan {serial}</source>
        <translation>Plan wydarzenia ustala listę i zasadę tej grupy: {lexicon}, {rule}, z planu {serial}</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Zasada: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event's own rules before the first round.</source>
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
    <name>Relay</name>
    <message>
        <source>station {station}: {difference}</source>
        <translation>stanowisko {station}: {difference}</translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation>rozbieżność od wpisu nr {seq}: {message}</translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation>rejestr centralny ma przypisany inny klucz podpisu dla tego stanowiska (plik station-key.pem podmieniono lub skopiowano z innego stanowiska)</translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation>na tym stanowisku brak wpisu nr {seq}</translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation>wpis nr {seq} nie łączy się z wpisem nr {previous}</translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation>wpis nr {seq}: {reason}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation>Raport z rejestru sprawdzeń: {where}</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>z adnotacją</translation>
    </message>
    <message>
        <source>out play</source>
        <translation>ruch kończący</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>skok zegara</translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation>nowy wpis {receipt}.</translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation>sprawdzenie ręczne: {result}.</translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation>{player}: odjęto {points} pkt.</translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation>wyrównano: {what}.</translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(do wpisu nr {seq}, stanowisko {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(do wpisu {record})</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>nr {seq}</translation>
    </message>
    <message>
        <source>UTC (the stations' UTC offsets differ)</source>
        <translation>UTC (stanowiska mają różne przesunięcia względem UTC)</translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation>czas lokalny, {offset}</translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation>Rozstrzygnięcia na dzień ({clock})</translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation>Rozstrzygnięcia na godzinę ({clock})</translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation>dopuszczalne: {acceptable} · niedopuszczalne: {unacceptable}</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Wygenerowano</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Stanowiska</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Okres</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>od {first} do {last}</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>brak wpisów</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Wpisy</translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation>{records} (rozstrzygnięcia: {adjudications} — dopuszczalne: {acceptable}, niedopuszczalne: {unacceptable}; zdarzenia: {events})</translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation>Oznaczone pozycje</translation>
    </message>
    <message>
        <source>Clock jumps</source>
        <translation>Skoki zegara</translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation>Weryfikacja łańcucha</translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation>nie sprawdzono na potrzeby tego raportu</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Łańcuch nienaruszony: sprawdzono %n wpis</numerusform>
            <numerusform>Łańcuch nienaruszony: sprawdzono %n wpisy</numerusform>
            <numerusform>Łańcuch nienaruszony: sprawdzono %n wpisów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n rozstrzygnięcie niewymienione tutaj: {command} eksportuje wszystkie zapisy.</numerusform>
            <numerusform>… %n rozstrzygnięcia niewymienione tutaj: {command} eksportuje wszystkie zapisy.</numerusform>
            <numerusform>… %n rozstrzygnięć niewymienionych tutaj: {command} eksportuje wszystkie zapisy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n zdarzenie niewymienione tutaj: {command} eksportuje wszystkie zapisy.</numerusform>
            <numerusform>… %n zdarzenia niewymienione tutaj: {command} eksportuje wszystkie zapisy.</numerusform>
            <numerusform>… %n zdarzeń niewymienionych tutaj: {command} eksportuje wszystkie zapisy.</numerusform>
        </translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>PRZERWANY przy wpisie nr {seq} (stanowisko {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation>Dopuszczalne i niedopuszczalne według słownika</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation>Dopuszczalne i niedopuszczalne według zasady sprawdzania</translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation>Brak rozstrzygnięć w tym raporcie.</translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation>Oznaczone pozycje ({count})</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Stanowisko</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Rodzaj</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Wpisane / szczegóły</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Oznaczenia</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Adnotacje</translation>
    </message>
    <message>
        <source>The first {shown} of {count} flagged items are listed; {command} --flagged exports them all.</source>
        <translation>Wymieniono pierwsze {shown} z {count} oznaczonych pozycji; {command} --flagged eksportuje wszystkie.</translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation>Nic nie oznaczono ani nie opatrzono adnotacją.</translation>
    </message>
    <message>
        <source>Clock jumps ({count})</source>
        <translation>Skoki zegara ({count})</translation>
    </message>
    <message>
        <source>A record dated earlier than the record before it in its station's chain, or later than the moment this report was made, or (on the central copy) later than the server received it: the station's clock was wrong or was changed. Its place in the chain, not its date, says when it was made.</source>
        <translation>Zapis z datą wcześniejszą niż poprzedni w łańcuchu stanowiska, późniejszą niż chwila sporządzenia tego raportu albo (w kopii centralnej) późniejszą niż jego odbiór przez serwer: zegar stanowiska był błędny lub został zmieniony. O tym, kiedy powstał, mówi jego miejsce w łańcuchu, a nie data.</translation>
    </message>
    <message>
        <source>No clock jumps.</source>
        <translation>Brak skoków zegara.</translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation>Rozstrzygnięcia ({count})</translation>
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
        <translation>Zasada</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Wpisane</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Słowa</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Wyniki poszczególnych słów</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Drugi słownik ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation>po {receipt}</translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation>Zdarzenia stanowisk ({count})</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Szczegóły</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation>Wyniki poszczególnych słów są przeznaczone dla sędziów i audytorów; stanowisko nigdy nie pokazuje graczom, które słowo było niedopuszczalne.</translation>
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
    <name>Rulings</name>
    <message>
        <source>Re-adjudicated</source>
        <translation>Ponowne rozstrzygnięcie</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Wynik sprawdzenia ręcznego</translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation>Kara za niewłaściwe sprawdzanie</translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation>Wyrównanie (NSA IV.K.5)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notatka</translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation>Zmiana po sprawdzeniu ręcznym</translation>
    </message>
    <message>
        <source>Game joined from the final pairings</source>
        <translation>Partia przypisana według końcowych kojarzeń</translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation>nieznane orzeczenie {category}; wybierz jedno z: {choices}</translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation>napisz notatkę: co się stało i kto zdecydował</translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation>notatka ma więcej niż {most} znaków</translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation>podaj kod nowego rozstrzygnięcia, np. GK-0042</translation>
    </message>
    <message>
        <source>no adjudication in this log has the receipt {receipt}: give the receipt the station showed with the new verdict</source>
        <translation>żadne rozstrzygnięcie w tym dzienniku nie ma kodu {receipt}: podaj kod, który stanowisko pokazało z nowym werdyktem</translation>
    </message>
    <message>
        <source>{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication</source>
        <translation>{receipt} to kod wpisu, którego dotyczy orzeczenie: podaj kod nowego rozstrzygnięcia</translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation>wynik sprawdzenia ręcznego to DOPUSZCZALNE lub NIEDOPUSZCZALNE</translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation>wskaż ukaranego gracza: sprawdzający lub autor ruchu</translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation>kara to liczba punktów od 1 do 100 (zwykle 10)</translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation>podaj, co wyrównano (punkty, kolejkę, czas)</translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation>nowy wpis {receipt}</translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation>sprawdzenie ręczne: {result}</translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation>odjęto {points} pkt sprawdzającemu</translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation>odjęto {points} pkt autorowi ruchu</translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation>{player}: odjęto {points} pkt</translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation>wyrównano: {compensated}</translation>
    </message>
</context>
<context>
    <name>Runtime</name>
    <message>
        <source>Profile {name}: {problem}</source>
        <translation>Profil {name}: {problem}</translation>
    </message>
    <message>
        <source>Not in contact with the head director since {time}</source>
        <translation>Brak kontaktu z sędzią głównym od {time}</translation>
    </message>
    <message>
        <source>Not in contact with the head director</source>
        <translation>Brak kontaktu z sędzią głównym</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Przesyłanie: wyłączone (nie ustawiono rejestru centralnego).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station's log and the central copy differ (run 'challenge-kiosk audit compare'). {differences}</source>
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
        <source>Short sound on the verdict</source>
        <translation>Krótki dźwięk przy wyniku</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division's language (a sound if no voice)</source>
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
        <translation>Klawisz sprawdzania</translation>
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
        <source>Replace the station's profiles and settings with the last station file that loaded cleanly?</source>
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
    <name>Storage</name>
    <message>
        <source>Open to other users, and the station cannot make them private: {files}. Give them to the station's user, or set their modes as an administrator.</source>
        <translation>Dostępne dla innych użytkowników, a stanowisko nie może ich uczynić prywatnymi: {files}. Przekaż je użytkownikowi stanowiska albo ustaw ich uprawnienia jako administrator.</translation>
    </message>
</context>
<context>
    <name>Unrecorded</name>
    <message>
        <source>line {line}: {why}</source>
        <translation>wiersz {line}: {why}</translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation>wiersz {line}: zapisany przez starszą wersję lub niekompletny</translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation>nieczytelny wiersz</translation>
    </message>
    <message>
        <source>{file} cannot be read ({why}); nothing in it was changed</source>
        <translation>nie można odczytać {file} ({why}); nic w nim nie zmieniono</translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation>Dodano do rejestru jako wpisy spóźnione: {added}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation>Dodano do rejestru jako wpisy spóźnione: {added}; już były w rejestrze: {already}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation>Dodano do rejestru jako wpisy spóźnione: {added}; pozostawiono w pliku {file}: {kept} — {problems}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation>Dodano do rejestru jako wpisy spóźnione: {added}; już były w rejestrze: {already}; pozostawiono w pliku {file}: {kept} — {problems}.</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}; {rest}</translation>
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
        <translation>
            <numerusform>Graczom pokazano %n wynik, którego rejestr sprawdzeń nie mógł zapisać. Zachowuje on czas pokazania; dodanie oznaczy go w łańcuchu jako wpis spóźniony.</numerusform>
            <numerusform>Graczom pokazano %n wyniki, których rejestr sprawdzeń nie mógł zapisać. Każdy zachowuje czas pokazania; dodanie oznaczy je w łańcuchu jako wpisy spóźnione.</numerusform>
            <numerusform>Graczom pokazano %n wyników, których rejestr sprawdzeń nie mógł zapisać. Każdy zachowuje czas pokazania; dodanie oznaczy je w łańcuchu jako wpisy spóźnione.</numerusform>
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
<context>
    <name>Words</name>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
</context>
</TS>
