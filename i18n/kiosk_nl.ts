<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>ActionBar</name>
    <message>
        <source>Verify chain</source>
        <translation>Keten controleren</translation>
    </message>
    <message>
        <source>Add note...</source>
        <translation>Notitie toevoegen...</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Vernieuwen</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>{format} exporteren</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Map...</translation>
    </message>
    <message>
        <source>Language of exported reports and CSV files</source>
        <translation>Taal van geëxporteerde rapporten en CSV-bestanden</translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation>Exporteren zoals opgeslagen (Engels, kolom-id's)</translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation>Exporteren in {language}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Keten nog niet gecontroleerd</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>Bezig: {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>Bezig: {task}… {done} van {total}</translation>
    </message>
</context>
<context>
    <name>Alphabet</name>
    <message>
        <source>Catalan</source>
        <translation>Catalaans</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Nederlands</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engels</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Frans</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Duits</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Noors</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Pools</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spaans</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Zweeds</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Add a ruling or note to seq {seq}</source>
        <translation>Beslissing of notitie toevoegen aan seq {seq}</translation>
    </message>
    <message>
        <source>receipt of the new adjudication, e.g. GK-0042</source>
        <translation>kenmerk van de nieuwe beoordeling, bv. GK-0042</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>de betwister</translation>
    </message>
    <message>
        <source>the challenged player</source>
        <translation>de betwiste speler</translation>
    </message>
    <message>
        <source>what was compensated: points, a turn, time</source>
        <translation>wat werd gecompenseerd: punten, een beurt, tijd</translation>
    </message>
    <message>
        <source>What happened, and who decided it</source>
        <translation>Wat er gebeurde, en wie het besliste</translation>
    </message>
    <message>
        <source>Add to the log</source>
        <translation>Aan het logboek toevoegen</translation>
    </message>
    <message>
        <source>Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}</source>
        <translation>Record: seq {seq}, kenmerk {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Record: seq {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Beslissing:</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Nieuw kenmerk:</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Resultaat handmatig opzoeken:</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Bestrafte speler:</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Puntenaftrek:</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Gecompenseerd:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notitie:</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(bij seq {seq}, post {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(bij record {record})</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>GELDIG</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>ONGELDIG</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>geldig</translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation>ongeldig</translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation>mogelijk gesplitst opzoeken (NSA IV.J.2)</translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation>herbeoordeling</translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation>tweede oordeel wijkt af</translation>
    </message>
    <message>
        <source>ended without a stop</source>
        <translation>beëindigd zonder stop</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Kenmerk</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Gebeurtenis-id</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Naam van de post</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation>Vastgelegd om (UTC)</translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation>UTC-verschil</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profiel</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Vingerafdruk</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Betwistingsregel</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Getypt</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Uitspraak</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultaat per woord</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Gevolg</translation>
    </message>
    <message>
        <source>Points to the challenged player</source>
        <translation>Punten voor de betwiste speler</translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation>Verliest de beurt</translation>
    </message>
    <message>
        <source>Out play</source>
        <translation>Slotzet</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markeringen</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation>Gesplitst opzoeken na</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Verwijst naar</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notitie</translation>
    </message>
    <message>
        <source>previous session ended without a stop</source>
        <translation>vorige sessie beëindigd zonder stop</translation>
    </message>
    <message>
        <source>back to the division chooser</source>
        <translation>terug naar de keuze van de divisie</translation>
    </message>
    <message>
        <source>event joined</source>
        <translation>toernooi toegetreden</translation>
    </message>
    <message>
        <source>event plan accepted</source>
        <translation>toernooiplan aanvaard</translation>
    </message>
    <message>
        <source>event plan refused</source>
        <translation>toernooiplan geweigerd</translation>
    </message>
    <message>
        <source>event plan applied</source>
        <translation>toernooiplan toegepast</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>betwister</translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation>betwiste speler</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>beoordeling</translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation>kiosk gestart</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>kiosk gestopt</translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation>wedstrijdleider aangemeld</translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation>aanmelding wedstrijdleider mislukt</translation>
    </message>
    <message>
        <source>director logout</source>
        <translation>wedstrijdleider afgemeld</translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation>woordenlijst gewisseld</translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation>woordenlijst geïnstalleerd</translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation>woordenlijst verwijderd</translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation>woordenlijst geweigerd</translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation>regel gewijzigd</translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation>profiel gewijzigd</translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation>instellingen gewijzigd</translation>
    </message>
    <message>
        <source>export made</source>
        <translation>export gemaakt</translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation>logboek gecontroleerd</translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation>kiosk afgesloten</translation>
    </message>
    <message>
        <source>annotation</source>
        <translation>notitie</translation>
    </message>
    <message>
        <source>self test</source>
        <translation>zelftest</translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation>logboek gemigreerd</translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation>bestandsrechten hersteld</translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation>niet-vastgelegde uitspraak bevestigd</translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation>niet-vastgelegde uitspraken toegevoegd</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>onverwachte fout</translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation>invoer ingetrokken</translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation>waarschuwing gesplitst opzoeken genegeerd</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>jurylid geroepen</translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation>jurylid aangekomen</translation>
    </message>
    <message>
        <source>word judge call acknowledged</source>
        <translation>oproep van jurylid beantwoord</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>beslissing</translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation>centrale kopie wijkt af</translation>
    </message>
    <message>
        <source>Receipt referred to</source>
        <translation>Kenmerk waarnaar verwezen wordt</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Beslissing</translation>
    </message>
    <message>
        <source>Rule cited</source>
        <translation>Aangehaalde regel</translation>
    </message>
    <message>
        <source>Penalised player</source>
        <translation>Bestrafte speler</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpunten</translation>
    </message>
    <message>
        <source>New receipt</source>
        <translation>Nieuw kenmerk</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>Gecompenseerd</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultaat handmatig opzoeken</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Kloksprong</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>kloksprong</translation>
    </message>
</context>
<context>
    <name>AuditChain</name>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>VERBROKEN bij seq {seq} (post {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation>de inhoud komt niet overeen met de hash (het record is gewijzigd nadat het was geschreven)</translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation>de opgeslagen tekst is geen geldig record</translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation>de kolom {column} ({value}) wijkt af van het record ({expected})</translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation>het sluit niet aan op record {previous} (het is later ingevoegd, of record {previous} is bewerkt en opnieuw gehasht)</translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation>een tweede record claimt volgnummer {seq}</translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation>record {first} ontbreekt (het eerstvolgende aanwezige record is {seq})</translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation>records {first} t/m {last} ontbreken (het eerstvolgende aanwezige record is {seq})</translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation>volgnummer {seq} is ongeldig</translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation>het is opgeslagen na records die er in de keten op volgen</translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation>vanaf hier zijn de records niet op volgorde opgeslagen</translation>
    </message>
</context>
<context>
    <name>AuditDetails</name>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>{local_time} (UTC {utc_time})</source>
        <translation>{local_time} (UTC {utc_time})</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>{station_name} ({station_id}), seq {seq}</source>
        <translation>{station_name} ({station_id}), seq {seq}</translation>
    </message>
    <message>
        <source>Kind</source>
        <comment>the kind of audit record</comment>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profiel</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Getypt</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Uitspraak</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultaat per woord</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Gevolg</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Bron</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Tweede oordeel</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markeringen</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flags</comment>
        <translation>geen</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Verwijst naar</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Gebeurtenis-id</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>seq {seq} ({kind})</translation>
    </message>
    <message>
        <source>record {event_id}…</source>
        <translation>record {event_id}…</translation>
    </message>
    <message>
        <source>FLAGGED: {flags}</source>
        <translation>GEMARKEERD: {flags}</translation>
    </message>
    <message>
        <source>Record seq {seq}</source>
        <translation>Record seq {seq}</translation>
    </message>
    <message>
        <source>Annotations ({count})</source>
        <translation>Notities ({count})</translation>
    </message>
    <message>
        <source>{time}, seq {seq}</source>
        <translation>{time}, seq {seq}</translation>
    </message>
    <message>
        <source>None. Use “Add note...” to add one.</source>
        <translation>Geen. Gebruik “Notitie toevoegen...” om er een toe te voegen.</translation>
    </message>
</context>
<context>
    <name>AuditJobs</name>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Getypt / details</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Uitspraak</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markeringen</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profiel</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>met notitie</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Keten intact: %n record</numerusform>
            <numerusform>Keten intact: %n records</numerusform>
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
        <translation>HTML-rapport</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Select a record to see its details.</source>
        <translation>Selecteer een record om de details te zien.</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Logboek lezen</translation>
    </message>
    <message>
        <source>{shown} shown · {flagged} flagged</source>
        <translation>{shown} getoond · {flagged} gemarkeerd</translation>
    </message>
    <message>
        <source>The log cannot be read: {error}</source>
        <translation>Het logboek kan niet worden gelezen: {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task}: geannuleerd.</translation>
    </message>
    <message>
        <source>Checking the chain…</source>
        <translation>Keten wordt gecontroleerd…</translation>
    </message>
    <message>
        <source>Checking the chain</source>
        <translation>Keten controleren</translation>
    </message>
    <message>
        <source>Cannot check the log: {error}</source>
        <translation>Kan het logboek niet controleren: {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Notitie toegevoegd aan seq {seq} (vastgelegd als seq {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>De notitie is niet opgeslagen: {error}</translation>
    </message>
    <message>
        <source>Saving the note on seq {seq}…</source>
        <translation>Notitie bij seq {seq} wordt opgeslagen…</translation>
    </message>
    <message>
        <source>Saving the note</source>
        <translation>Notitie opslaan</translation>
    </message>
    <message>
        <source>Exporting {format}…</source>
        <translation>{format} wordt geëxporteerd…</translation>
    </message>
    <message>
        <source>Exporting {format}</source>
        <translation>{format} exporteren</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>%n record geëxporteerd naar {path}</numerusform>
            <numerusform>%n records geëxporteerd naar {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>%n record geëxporteerd naar {path}, maar het logboek kon de export niet vastleggen</numerusform>
            <numerusform>%n records geëxporteerd naar {path}, maar het logboek kon de export niet vastleggen</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>{format}-export geannuleerd; er is geen bestand bewaard.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>{format}-export mislukt: {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Exportmap</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Exports gaan naar {folder}</translation>
    </message>
</context>
<context>
    <name>CentralLog</name>
    <message>
        <source>signed head of station {station} at record {seq} ({signed_at})</source>
        <translation>ondertekende stand van post {station} bij record {seq} ({signed_at})</translation>
    </message>
    <message>
        <source>{where}: the signature does not verify</source>
        <translation>{where}: de handtekening klopt niet</translation>
    </message>
    <message>
        <source>{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)</source>
        <translation>{where}: ondertekend met een andere sleutel dan de vastgelegde sleutel van de post ({key}… in plaats van {pin}…)</translation>
    </message>
    <message>
        <source>{where}: record {seq} is no longer in the central log</source>
        <translation>{where}: record {seq} staat niet meer in het centrale logboek</translation>
    </message>
    <message>
        <source>{where}: record {seq} in the central log differs from the one the station signed (the central copy was changed)</source>
        <translation>{where}: record {seq} in het centrale logboek wijkt af van het record dat de post ondertekende (de centrale kopie is gewijzigd)</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>station name</source>
        <translation>de naam van de post</translation>
    </message>
    <message>
        <source>judge key</source>
        <translation>de toets om te beoordelen</translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation>de weergavetijd van de uitspraak (s)</translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation>de wistijd voor onbeoordeelde woorden (s)</translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation>de termijn voor gesplitst opzoeken (s)</translation>
    </message>
    <message>
        <source>font scale</source>
        <translation>de lettergrootte</translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation>het geluid bij de uitspraak</translation>
    </message>
    <message>
        <source>central log</source>
        <translation>het centrale logboek</translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation>het voorvoegsel van het kenmerk</translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation>de taal van de wedstrijdleidersmodus</translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation>grote letters en hoog contrast</translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation>het voorlezen van de uitspraak</translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation>de toets om een jurylid te roepen</translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation>de kleurband</translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation>de woordenlijst voor het tweede oordeel</translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation>wie het tweede oordeel ziet</translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation>het vragen naar het tafelnummer</translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation>het vragen naar het aantal woorden</translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation>de bondsinstelling</translation>
    </message>
    <message>
        <source>the players' language</source>
        <translation>de taal van de spelers</translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation>de bronvermelding van de woordenlijst</translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation>{name} (niet bruikbaar: {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n woord, vingerafdruk {fingerprint})</numerusform>
            <numerusform>{name} (%n woorden, vingerafdruk {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation>Schakel {profile} over van {old} naar {new}.</translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation>Wijzig voor {profile} de regel van {old} in {new}.</translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation>Voeg profiel {profile} toe: woordenlijst {lexicon}, {rule}, kleur {colour}, tweede oordeel {second}.</translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation>Wijzig voor {profile} {label} van {old} in {new}.</translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation>Verwijder profiel {profile}.</translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation>Zet de profielen in deze volgorde: {order}.</translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation>Wijzig {label} van {old} in {new}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation>geen (logboek alleen lokaal)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
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
        <translation>profiel {number}</translation>
    </message>
    <message>
        <source>profile {name}</source>
        <translation>profiel {name}</translation>
    </message>
    <message>
        <source>{where} name</source>
        <translation>naam van {where}</translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation>[{section}] {key} moet een getal zijn, niet {value}</translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation>[{section}] {key} = {value} valt buiten het bereik ({low} t/m {high})</translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation>[{section}] {key} moet tekst tussen aanhalingstekens zijn, niet {value}</translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation>{what} bevat een onzichtbaar teken (U+{code}); typ de naam opnieuw</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} is langer dan {limit} tekens</translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation>{where} bevat spaties of onzichtbare tekens</translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation>{where} {value} is geen databaseadres; schrijf bv. {example}</translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation>{where} moet een PostgreSQL-adres zijn (postgresql+psycopg://...), niet {driver}; schrijf bv. {example}</translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation>{where}: het stuurprogramma {driver} is niet geïnstalleerd op de posten; schrijf postgresql+psycopg://...</translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation>{where} noemt geen server; schrijf bv. {example}</translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation>{where} noemt geen database; schrijf bv. {example}</translation>
    </message>
    <message>
        <source>{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 between two dots and 253 in all) or an IP address</source>
        <translation>{where}: {host} is geen servernaam (letters, cijfers, punten en streepjes, hoogstens 63 tussen twee punten en 253 in totaal) en geen IP-adres</translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation>{where}: poort {port} valt buiten het bereik (1 t/m 65535)</translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation>[settings] onbekende instellingen: {names}</translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation>[station] onbekende sleutels: {names}</translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation>{problem}. De post houdt zijn logboek lokaal bij totdat dit is opgelost.</translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation>[settings] {key} moet true of false zijn, niet {value}</translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation>die toets typt tekens in de woorden</translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation>de post kent deze toets niet</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation>[settings] judge_key {key} kan niet beoordelen ({why}); kies een van: {keys}</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or "" for none</source>
        <translation>[settings] word_judge_key {key} moet een toets zijn die niet typt; kies een van: {keys}, of "" voor geen</translation>
    </message>
    <message>
        <source>[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} (no I, L, O, S or Z, which read as digits on a slip)</source>
        <translation>[settings] receipt_prefix {value} moet bestaan uit 1 tot 3 van de letters {letters} (geen I, L, O, S of Z, die op een briefje als cijfers worden gelezen)</translation>
    </message>
    <message>
        <source>{problem}. The station uses the default ({default}) until this is fixed; judging is not affected.</source>
        <translation>{problem}. De post gebruikt de standaardwaarde ({default}) totdat dit is opgelost; het beoordelen verandert niet.</translation>
    </message>
    <message>
        <source>letters derived from the station's id</source>
        <translation>letters afgeleid van de identificatie van de post</translation>
    </message>
    <message>
        <source>no credit line</source>
        <translation>geen bronvermelding</translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation>{where} moet een [[profiles]]-tabel zijn</translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation>{where}: onbekende sleutels: {names}</translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation>{where} heeft een naam nodig</translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation>{where}: onbekende betwistingsregel {rule}; kies een van: {rules}</translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation>{where}: de kleur moet de vorm #2f6fdb hebben, niet {colour}</translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation>{where} heeft een woordenlijst nodig</translation>
    </message>
    <message>
        <source>{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, not {value}</source>
        <translation>{where}: fingerprint moet de 64 hexadecimale cijfers in kleine letters zijn die `lexicon-build info` toont, niet {value}</translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation>{where}: lexicon {lexicon} moet de naam van een woordenlijst zijn, geen pad</translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation>{where}: {key} moet true of false zijn, niet {value}</translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be "director" (the log and director mode only) or "players", not {value}</source>
        <translation>{where}: second_opinion_shown moet "director" (alleen het logboek en de wedstrijdleidersmodus) of "players" zijn, niet {value}</translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation>[station] en [settings] moeten tabellen zijn</translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation>profielen moeten als [[profiles]]-tabellen worden geschreven</translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation>twee profielen hebben dezelfde naam</translation>
    </message>
    <message>
        <source>at most {most} profiles (F1 to F{most}: F12 marks the out play)</source>
        <translation>hoogstens {most} profielen (F1 t/m F{most}: F12 markeert de slotzet)</translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation>onbekende secties: {names}</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} kiest profiel {profile}; kies een andere toets om te beoordelen (meestal Tab)</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} already marks the out play; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} markeert al de slotzet; kies een andere beoordelingstoets (Tab is de gewone)</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation>[settings] word_judge_key {key} is al de toets om te beoordelen</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation>[settings] word_judge_key {key} markeert al de slotzet</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation>[settings] word_judge_key {key} kiest al profiel {number}</translation>
    </message>
    <message>
        <source>{problem}; choose another key, or "" for none</source>
        <translation>{problem}; kies een andere toets, of "" voor geen</translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation>{problem}: de post heeft geen toets om een jurylid te roepen totdat dit is opgelost.</translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation>[director] moet een tabel zijn</translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation>[director] onbekende sleutels: {names}</translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation>[director] pin_hash moet tekst zijn</translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation>[director] pin_hash is geen pincode-hash die door de post is geschreven; stel de pincode opnieuw in met: challenge-kiosk director set-pin</translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation>{file} is een map, geen instellingenbestand</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>{file} kan niet worden gelezen: {why}</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation>{file} is groter dan {limit} bytes: geen instellingenbestand van een post</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation>{file} is geen UTF-8-tekst ({why})</translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation>{file} is geen geldige TOML: {why}</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no settings and no profiles</source>
        <translation>{file} is leeg: het bevat geen instellingen en geen profielen</translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation>{file} kan pas worden bijgewerkt als het is hersteld: {why}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation>{file} kan niet worden weggeschreven: {why}</translation>
    </message>
</context>
<context>
    <name>Consequence</name>
    <message>
        <source>The play comes off the board and scores zero. The challenged player loses the turn.</source>
        <translation>De zet gaat van het bord en levert 0 punten op. De betwiste speler verliest de beurt.</translation>
    </message>
    <message>
        <source>The play stands. This was the play that ended the game: there is no penalty for challenging it.</source>
        <translation>De zet blijft staan. Dit was de slotzet (de zet die het spel beëindigde): betwisten ervan wordt niet bestraft.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>De zet blijft staan. De betwister verliest de beurt.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>De zet blijft staan. Geen straf: de betwister verliest de beurt niet.</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Er ging iets onverwachts mis en dit is vastgelegd: {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Onverwachte fout</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>De kiosk nu afsluiten? Spelers kunnen hem dan niet gebruiken.</translation>
    </message>
    <message>
        <source>Exit kiosk</source>
        <translation>Kiosk afsluiten</translation>
    </message>
    <message>
        <source>Not exited</source>
        <translation>Niet afgesloten</translation>
    </message>
    <message>
        <source>The audit log cannot record the exit.</source>
        <translation>Het logboek kan het afsluiten niet vastleggen.</translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message>
        <source>Leaves by itself after 2 minutes without input.</source>
        <translation>Sluit vanzelf na 2 minuten zonder invoer.</translation>
    </message>
    <message>
        <source>Back to the station</source>
        <translation>Terug naar de post</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Beantwoorden: ik ga</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>Het logboek kan niet worden geopend: zie het scherm van de post voor de reden.</translation>
    </message>
    <message>
        <source>Profiles and rules</source>
        <translation>Profielen en regels</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Woordenlijsten</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Niet vastgelegd</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>Director mode · Station {station}</source>
        <translation>Wedstrijdleidersmodus · Post {station}</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the 'Not recorded' tab.</source>
        <translation>
            <numerusform>%n uitspraak getoond terwijl het logboek die niet kon vastleggen: zie het tabblad 'Niet vastgelegd'.</numerusform>
            <numerusform>%n uitspraken getoond terwijl het logboek ze niet kon vastleggen: zie het tabblad 'Niet vastgelegd'.</numerusform>
        </translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>tafel {table}</translation>
    </message>
    <message>
        <source>Players called a word judge at {time} ({where}).</source>
        <translation>Spelers hebben om {time} een jurylid geroepen ({where}).</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>geen groep gekozen</translation>
    </message>
</context>
<context>
    <name>DirectorService</name>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation>Er is geen centraal logboek ingesteld: deze post houdt zijn logboek alleen lokaal bij.</translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation>Niet bruikbaar: {why}</translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation>Geen databaseadres: {why}</translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation>Deze post kan niet met dat soort database communiceren: {why}</translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation>Het centrale logboek gaf geen antwoord: {why}</translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation>Verbonden met het centrale logboek.</translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation>{why}. Er is niets gewijzigd.</translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation>Profiel {profile}: {problem}. Er is niets gewijzigd.</translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation>het instellingenbestand van de post kon niet worden weggeschreven: {why}</translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation>niet gewijzigd: het logboek kan dit niet vastleggen ({why})</translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation>er is op deze post geen eerder goed instellingenbestand bewaard</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Geweigerd: {why}</translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation>Geweigerd: {why} (de weigering kon niet in het logboek worden vastgelegd: {problem})</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation>de naam {name} is gereserveerd voor de ingebouwde woordenlijst</translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation>er is al een andere woordenlijst met de naam {name} geïnstalleerd ({fingerprint}); verwijder die eerst of geef deze een andere naam</translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation>niet geïnstalleerd: {target} kan niet worden weggeschreven ({why})</translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation>niet geïnstalleerd: het logboek kan dit niet vastleggen ({why})</translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation>{name} wordt gebruikt door: {profiles}. Zet die eerst op een andere woordenlijst.</translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation>de ingebouwde woordenlijst ENABLE kan niet worden verwijderd</translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation>niet verwijderd: het logboek kan dit niet vastleggen ({why})</translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation>het logboek is niet geopend: er kan nog niets worden toegevoegd</translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation>de wachtende uitspraken kunnen niet worden gelezen of verplaatst: {why}</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer's desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
        <translation>Sluit de kiosk af om bij het bureaublad van de computer te komen. Het afsluiten wordt vastgelegd in het logboek. Spelers kunnen deze post pas weer gebruiken als hij opnieuw is gestart.</translation>
    </message>
    <message>
        <source>Exit kiosk…</source>
        <translation>Kiosk afsluiten…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>From</source>
        <comment>the first day shown</comment>
        <translation>Van</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the last day shown</comment>
        <translation>t/m</translation>
    </message>
    <message>
        <source>Any</source>
        <comment>any verdict</comment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Geldig</translation>
    </message>
    <message>
        <source>Unacceptable</source>
        <translation>Ongeldig</translation>
    </message>
    <message>
        <source>All</source>
        <comment>records of every kind</comment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Beoordelingen</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Gebeurtenissen</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Alleen gemarkeerd</translation>
    </message>
    <message>
        <source>words typed</source>
        <translation>getypte woorden</translation>
    </message>
    <message>
        <source>Kind:</source>
        <comment>the kind of audit record</comment>
        <translation>Soort:</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Post:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profiel:</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Woordenlijst:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Uitspraak:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Zoeken:</translation>
    </message>
    <message>
        <source>Any station</source>
        <translation>Alle posten</translation>
    </message>
    <message>
        <source>Any profile</source>
        <translation>Alle profielen</translation>
    </message>
    <message>
        <source>Any lexicon</source>
        <translation>Alle woordenlijsten</translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>heartbeat body unreadable ({reason})</source>
        <translation>inhoud van statusmelding onleesbaar ({reason})</translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation>{count} tekens, meer dan {most}</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>geen object</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>beoordelen niet mogelijk</translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation>beoordelen niet mogelijk voor een groep</translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation>centrale kopie wijkt af</translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation>nog niet ondertekend</translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation>ondertekend t/m record {seq}</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>afwijking: {division} verwacht {lexicon} ({fingerprint}, %n woord)</numerusform>
            <numerusform>afwijking: {division} verwacht {lexicon} ({fingerprint}, %n woorden)</numerusform>
        </translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint})</source>
        <translation>afwijking: {division} verwacht {lexicon} ({fingerprint})</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>afwijking: %n beoordeling in {division} met {lexicon} ({fingerprint}); {source} schrijft {wanted} voor ({wanted_fingerprint})</numerusform>
            <numerusform>afwijking: %n beoordelingen in {division} met {lexicon} ({fingerprint}); {source} schrijft {wanted} voor ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>geen levensteken: bekend uit zijn records (%n beoordeling)</numerusform>
            <numerusform>geen levensteken: bekend uit zijn records (%n beoordelingen)</numerusform>
        </translation>
    </message>
    <message>
        <source>forged heartbeat at {time} ({why}): ignored, the card shows the station's own</source>
        <translation>vervalst levensteken om {time} ({why}): genegeerd, de kaart toont dat van de post</translation>
    </message>
    <message>
        <source>heartbeat not verified: no signed chain head of this station yet</source>
        <translation>levensteken niet gecontroleerd: nog geen ondertekend ketenuiteinde van deze post</translation>
    </message>
    <message>
        <source>on the plan's roster; nothing received from it</source>
        <translation>op de lijst van het plan; niets van ontvangen</translation>
    </message>
    <message>
        <source>last record: {kind}</source>
        <translation>laatste record: {kind}</translation>
    </message>
    <message>
        <source>clock {count} min fast</source>
        <translation>klok {count} min voor</translation>
    </message>
    <message>
        <source>clock {count} min slow</source>
        <translation>klok {count} min achter</translation>
    </message>
    <message>
        <source>clock {count} s fast</source>
        <translation>klok {count} s voor</translation>
    </message>
    <message>
        <source>clock {count} s slow</source>
        <translation>klok {count} s achter</translation>
    </message>
    <message>
        <source>{station}: {problem}</source>
        <translation>{station}: {problem}</translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation>afwijking: {what} heeft {kinds} verschillende woordenlijsten; deze staat op {alike} van de {stations} posten (een andere op {others})</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>onleesbaar record</translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation>NIET VASTGELEGD op het moment zelf (later toegevoegd)</translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation>mogelijk gesplitst opzoeken</translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation>beslissing: {title}</translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation>eerder: {receipt}</translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation>eerder: {receipt}, {seconds} s daarvoor</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>seq {seq}</translation>
    </message>
    <message>
        <source>{summary}. {note}</source>
        <translation>{summary}. {note}</translation>
    </message>
    <message>
        <source>clock jump: {what}</source>
        <translation>kloksprong: {what}</translation>
    </message>
    <message>
        <source>game joined after the event</source>
        <translation>partij na het toernooi gekoppeld</translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.</source>
        <translation>Het centrale logboek heeft nog geen overzichtstabellen ({error}): start een post die het gebruikt, of voer 'challenge-kiosk fleet expect' uit met het adres van de eigenaar, om het bij te werken.</translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation>Het centrale logboek kan niet worden gelezen: {error}</translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation>Het centrale logboek kan niet worden doorzocht: {error}</translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation>Dit record bestaat niet.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation>Te vaak een onjuist wachtwoord: wacht een minuut.</translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation>Dat formulier is te groot.</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>Onjuist wachtwoord.</translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation>{count} s geleden</translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation>{count} min geleden</translation>
    </message>
    <message>
        <source>That call is no longer open.</source>
        <translation>Die oproep staat niet meer open.</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements: start it with --ack-central (see docs/central-roles.sql), or acknowledge at the station.</source>
        <translation>Deze pagina kan geen antwoord op een oproep vastleggen: start haar met --ack-central (zie docs/central-roles.sql) of beantwoord de oproep bij de post.</translation>
    </message>
    <message>
        <source>The acknowledgement could not be recorded: {error}. Go to the station.</source>
        <translation>Het antwoord kon niet worden vastgelegd: {error}. Ga naar de post.</translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation>{whole},{tenth} u geleden</translation>
    </message>
    <message>
        <source>No such export.</source>
        <translation>Die export bestaat niet.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Overzicht</translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation>Betwistingsposten</translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation>Kenmerk of woord</translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation>Alle posten doorzoeken</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Zoeken</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Naam van de speler</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Zoeken op naam van de speler</translation>
    </message>
    <message>
        <source>Find player</source>
        <translation>Speler zoeken</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>Afmelden</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>bezet</translation>
    </message>
    <message>
        <source>free</source>
        <translation>vrij</translation>
    </message>
    <message>
        <source>director</source>
        <translation>wedstrijdleider</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>niet gereed</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestopt</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>ontbreekt</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>geen levensteken</translation>
    </message>
    <message>
        <source>A player called a word judge</source>
        <translation>Een speler heeft een jurylid geroepen</translation>
    </message>
    <message>
        <source>Station {station}</source>
        <translation>Post {station}</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>geen groep gekozen</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tafel {table}</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>geen tafel opgegeven</translation>
    </message>
    <message>
        <source>called at {time}</source>
        <translation>geroepen om {time}</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Beantwoorden: ik ga</translation>
    </message>
    <message>
        <source>Forged heartbeats (ignored) for: {stations}</source>
        <translation>Vervalste levenstekens (genegeerd) voor: {stations}</translation>
    </message>
    <message>
        <source>Offline: {stations}</source>
        <translation>Offline: {stations}</translation>
    </message>
    <message>
        <source>On the plan's roster, never heard from: {stations}</source>
        <translation>Op de lijst van het plan, nooit gemeld: {stations}</translation>
    </message>
    <message>
        <source>Recording without a heartbeat: {stations}</source>
        <translation>Leggen vast zonder levensteken: {stations}</translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation>Wacht op een wedstrijdleider: {stations}</translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation>Posten: {count}, online: {online}, bezet: {busy}.</translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation>Bijgewerkt {time}; offline na {seconds} s zonder statusmelding.</translation>
    </message>
    <message>
        <source>Event: {event} (chosen with --event).</source>
        <translation>Evenement: {event} (gekozen met --event).</translation>
    </message>
    <message>
        <source>Event: {event} (the first published).</source>
        <translation>Evenement: {event} (het eerst gepubliceerde).</translation>
    </message>
    <message>
        <source>Also published, not watched: {events} (choose with --event).</source>
        <translation>Ook gepubliceerd, niet gevolgd: {events} (kies met --event).</translation>
    </message>
    <message>
        <source>Event plan: {event}, serial {serial}, from {time} (UTC).</source>
        <translation>Toernooiplan: {event}, nummer {serial}, vanaf {time} (UTC).</translation>
    </message>
    <message>
        <source>Plan {serial}: in force since {time}</source>
        <translation>Plan {serial}: van kracht sinds {time}</translation>
    </message>
    <message>
        <source>Plan {serial}: from {time} (in {minutes} min)</source>
        <translation>Plan {serial}: vanaf {time} (over {minutes} min)</translation>
    </message>
    <message>
        <source>Plan {serial}: ended</source>
        <translation>Plan {serial}: afgelopen</translation>
    </message>
    <message>
        <source>Plan {serial}: superseded</source>
        <translation>Plan {serial}: vervangen</translation>
    </message>
    <message>
        <source>accepted by {accepted} of {stations} stations</source>
        <translation>aanvaard door {accepted} van {stations} stations</translation>
    </message>
    <message>
        <source>{station} refused it ({reason})</source>
        <translation>{station} weigerde het ({reason})</translation>
    </message>
    <message>
        <source>{stations} not yet</source>
        <translation>{stations} nog niet</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>Verwacht:</translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation>statusmelding {age}</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation>wachtrij doorgifte {count}</translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation>laatste beoordeling {time}</translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation>beoordelen niet mogelijk: {problem}</translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation>keten: {chain}</translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation>Nog geen enkele post heeft een statusmelding gestuurd. Posten sturen er elke 15 s een zodra het adres van hun centrale logboek is ingesteld.</translation>
    </message>
    <message>
        <source>The same word, different verdicts</source>
        <translation>Hetzelfde woord, verschillende uitspraken</translation>
    </message>
    <message>
        <source>ACCEPTABLE at {where}</source>
        <translation>TOEGESTAAN bij {where}</translation>
    </message>
    <message>
        <source>UNACCEPTABLE at {where}</source>
        <translation>NIET TOEGESTAAN bij {where}</translation>
    </message>
    <message>
        <source>Disputes by division and table</source>
        <translation>Geschillen per divisie en tafel</translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation>Gemarkeerd, nieuwste eerst</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>Speler: {name}</translation>
    </message>
    <message>
        <source>The players' names are still being read from the log: older records may be missing.</source>
        <translation>De namen van de spelers worden nog uit het logboek gelezen: oudere vastleggingen kunnen ontbreken.</translation>
    </message>
    <message>
        <source>More than {count} records match, newest first.</source>
        <translation>Meer dan {count} records komen overeen, nieuwste eerst.</translation>
    </message>
    <message>
        <source>Records that match: {count}, newest first.</source>
        <translation>Overeenkomende records: {count}, nieuwste eerst.</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Nieuwste</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Ouder</translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation>Niets gemarkeerd.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n woord</numerusform>
            <numerusform>%n woorden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Woordenlijst wijkt af op %n post: {stations}</numerusform>
            <numerusform>Woordenlijst wijkt af op %n posten: {stations}</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs attention: {count}</source>
        <translation>Vraagt aandacht: {count}</translation>
    </message>
    <message>
        <source>Healthy stations {first}–{last} of {count}</source>
        <translation>Stations zonder problemen {first}–{last} van {count}</translation>
    </message>
    <message>
        <source>Needs a ruling: judged with a superseded list after the plan's instant ({count})</source>
        <translation>Vraagt een beslissing: na het tijdstip van het plan met een vervangen lijst beoordeeld ({count})</translation>
    </message>
    <message>
        <source>judged with {lexicon}; {plan} says {wanted}</source>
        <translation>beoordeeld met {lexicon}; {plan} zegt {wanted}</translation>
    </message>
    <message>
        <source>Look-ups to check against the pairings ({count})</source>
        <translation>Opzoekingen om met de indeling te controleren ({count})</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>Downloaden:</translation>
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
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Latest adjudications</source>
        <translation>Laatste beoordelingen</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>Nog geen beoordeling.</translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation>Beoordelingen per uur ({count} in de laatste 12 uur)</translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation>Beoordelingen per uur</translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation>Beoordelingen per uur en groep</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Groep</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Beoordelingen</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation>Drukste posten</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Nog geen.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Bezig met tellen…</translation>
    </message>
    <message>
        <source>Director login</source>
        <translation>Aanmelden wedstrijdleider</translation>
    </message>
    <message>
        <source>Head director</source>
        <translation>Hoofdwedstrijdleider</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Wachtwoord</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Aanmelden</translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation>De pagina heeft geen verbinding meer met de overzichtsserver: de cijfers hieronder zijn mogelijk verouderd.</translation>
    </message>
    <message>
        <source>Click to enable the sound of calls</source>
        <translation>Klik om het geluid van oproepen aan te zetten</translation>
    </message>
    <message>
        <source>Your name, for acknowledgements:</source>
        <translation>Uw naam, bij het beantwoorden:</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements (no --ack-central): acknowledge at the station.</source>
        <translation>Deze pagina kan geen antwoord vastleggen (geen --ack-central): beantwoord de oproep bij de post.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation>Zoeken: {query}</translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation>Typ een kenmerk van een betwistingsbriefje (bv. GK-0042) of een woord.</translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation>Geen record gevonden.</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>jurylid geroepen</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Ronde {round} · Tafel {table} · {one} tegen {two}</translation>
    </message>
    <message>
        <source>{game} (joined after the event)</source>
        <translation>{game} (na het toernooi gekoppeld)</translation>
    </message>
    <message>
        <source>no game at Table {table} this round</source>
        <translation>geen partij aan tafel {table} in deze ronde</translation>
    </message>
    <message>
        <source>look-up from a table with no game this round</source>
        <translation>opzoeking vanaf een tafel zonder partij in deze ronde</translation>
    </message>
    <message>
        <source>look-up from a game already scored</source>
        <translation>opzoeking voor een partij die al is ingevoerd</translation>
    </message>
    <message>
        <source>{division} is rated {rating} in the pairings; judged with {lexicon}</source>
        <translation>{division} heeft rating {rating} in de indeling; beoordeeld met {lexicon}</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>Division {division}: {problem}</source>
        <translation>Groep {division}: {problem}</translation>
    </message>
    <message>
        <source>relay: {error}</source>
        <translation>doorgifte: {error}</translation>
    </message>
    <message>
        <source>relay stopped, {why}</source>
        <translation>doorgifte gestopt, {why}</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation>Statusmelding (overzicht): uit (geen centraal logboek ingesteld).</translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation>Statusmelding (overzicht): het centrale logboek is onbereikbaar. Laatste fout: {error}</translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation>Statusmelding (overzicht): verbinding maken…</translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation>Statusmelding (overzicht): {seconds} s geleden verzonden.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Type the challenged words first, then press {key}.</source>
        <translation>Typ eerst de betwiste woorden en druk dan op {key}.</translation>
    </message>
    <message>
        <source>Correct the words marked in red, then press {key}.</source>
        <translation>Verbeter de rood gemarkeerde woorden en druk dan op {key}.</translation>
    </message>
    <message>
        <source>Choose your division first: press {keys}.</source>
        <translation>Kies eerst uw groep: druk op {keys}.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>NIET VASTGELEGD: de wedstrijdleider moet deze uitspraak bevestigen ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>{name} kan nu niet op deze post worden beoordeeld: roep de wedstrijdleider.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Typ het tafelnummer (1 t/m {most}) met de cijfertoetsen en druk dan op Enter.</translation>
    </message>
    <message>
        <source>Press 1 if this is your game, 0 if it is not.</source>
        <translation>Druk op 1 als dit uw partij is, op 0 als dat niet zo is.</translation>
    </message>
    <message>
        <source>Press the number of your game ({keys}), or 0 if none of them is yours.</source>
        <translation>Druk op het nummer van uw partij ({keys}), of op 0 als geen ervan de uwe is.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Druk op een cijfer van 1 t/m {most}: hoeveel woorden worden betwist?</translation>
    </message>
    <message>
        <source>From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.</source>
        <translation>Vanaf nu beoordeelt {division} met {new} (was {old}): de beoordelingstoets beoordeelt met {new}.</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Het logboek wordt geopend: de uitspraak volgt zo.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>Meer neemt deze post niet aan: {limit} tekens.</translation>
    </message>
    <message>
        <source>{keys} or {last}</source>
        <translation>{keys} of {last}</translation>
    </message>
    <message>
        <source>A table number has at most {digits} digits (1 to {most}): the {digit} after {typed} was not added.</source>
        <translation>Een tafelnummer heeft hoogstens {digits} cijfers (1 t/m {most}): de {digit} na {typed} is niet toegevoegd.</translation>
    </message>
</context>
<context>
    <name>LexiconBuild</name>
    <message>
        <source>longer than {most} letters, so not a word</source>
        <translation>langer dan {most} letters, dus geen woord</translation>
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
  ... en nog {more}</translation>
    </message>
    <message>
        <source>{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>{file}: de woordbestanden bevatten meer dan {most} items, meer dan een woordenlijst mag bevatten (de grootste gepubliceerde lijsten tellen er zo'n 3 miljoen)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file}: {why}</translation>
    </message>
    <message>
        <source>{file}: {why} (read as {format})</source>
        <translation>{file}: {why} (gelezen als {format})</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with --skip-invalid to leave them out</source>
        <translation>regels die geen woord zijn in het alfabet ({alphabet}): {count}; verbeter ze, of bouw met --skip-invalid om ze over te slaan</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped reading; fix them, or build with --skip-invalid to leave them out (it reads every line and counts them)</source>
        <translation>regels die geen woord zijn in het alfabet ({alphabet}): meer dan {count}, dus het lezen is gestopt; verbeter ze, of bouw met --skip-invalid om ze over te slaan (dan wordt elke regel gelezen en geteld)</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines</source>
        <translation>{message}
{rejects}
  ... en meer: gestopt na {count} foute regels</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? try --alphabet {alphabet}</source>
        <translation>{message}
{rejects}
  ... en meer: gestopt na {count} foute regels; staat deze lijst in een ander alfabet? probeer --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? every line read is a word of {alphabets} (--alphabet NAME)</source>
        <translation>{message}
{rejects}
  ... en meer: gestopt na {count} foute regels; staat deze lijst in een ander alfabet? elke gelezen regel is een woord van {alphabets} (--alphabet NAAM)</translation>
    </message>
    <message>
        <source>no words found in the input</source>
        <translation>geen woorden gevonden in de invoer</translation>
    </message>
    <message>
        <source>no words found in the input ({skipped} longer than {board} letters left out)</source>
        <translation>geen woorden gevonden in de invoer ({skipped} langer dan {board} letters weggelaten)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words, not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>de woordbestanden bevatten {listed} woorden in plaats van de verwachte {expected}; controleer of u de juiste bestanden hebt (er is niets weggeschreven)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words ({skipped} longer than {board} letters left out), not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>de woordbestanden bevatten {listed} woorden ({skipped} langer dan {board} letters weggelaten) in plaats van de verwachte {expected}; controleer of u de juiste bestanden hebt (er is niets weggeschreven)</translation>
    </message>
    <message>
        <source>unknown input format {name}; known: {known}</source>
        <translation>onbekend invoerformaat {name}; bekend: {known}</translation>
    </message>
    <message>
        <source>the file is in no known word-list format</source>
        <translation>het bestand heeft geen bekend formaat voor woordbestanden</translation>
    </message>
    <message>
        <source>the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or damaged</source>
        <translation>de woordgraaf eindigt midden in een knoop ({stray} losse bytes); het bestand is afgekapt of beschadigd</translation>
    </message>
    <message>
        <source>the file is too short to be a Quackle lexicon (truncated?)</source>
        <translation>het bestand is te kort voor een Quackle-woordenlijst (afgekapt?)</translation>
    </message>
    <message>
        <source>Quackle lexicon format version {version} is not supported (only version 1)</source>
        <translation>versie {version} van het Quackle-woordenlijstformaat wordt niet ondersteund (alleen versie 1)</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle lexicon</source>
        <translation>letter {number} van het alfabet in het bestand is onleesbaar; het bestand is beschadigd of geen Quackle-woordenlijst</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is not UTF-8 text; the file is damaged</source>
        <translation>letter {number} van het alfabet in het bestand is geen UTF-8-tekst; het bestand is beschadigd</translation>
    </message>
    <message>
        <source>the file has no word graph; it is truncated</source>
        <translation>het bestand heeft geen woordgraaf; het is afgekapt</translation>
    </message>
    <message>
        <source>the header says {count} words but the word graph holds {found}; the file is damaged</source>
        <translation>de header vermeldt {count} woorden, maar de woordgraaf bevat er {found}; het bestand is beschadigd</translation>
    </message>
    <message>
        <source>its checksum does not match its words (the hash in its header is not that of the word list it holds); the file is damaged</source>
        <translation>de controlesom klopt niet met de woorden (de hash in de header hoort niet bij de woorden in het bestand); het bestand is beschadigd</translation>
    </message>
    <message>
        <source>the word graph uses letter number {number}, but the file's alphabet has only {count} letters; the file is damaged</source>
        <translation>de woordgraaf gebruikt letter nummer {number}, maar het alfabet in het bestand heeft maar {count} letters; het bestand is beschadigd</translation>
    </message>
    <message>
        <source>its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged</source>
        <translation>het alfabet noemt steen {tile} twee keer ("{first}" en "{second}"); het bestand is beschadigd</translation>
    </message>
    <message>
        <source>its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}</source>
        <translation>de woorden gebruiken {letters}, geen steen van het alfabet ({alphabet}); {hint}</translation>
    </message>
    <message>
        <source>its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}</source>
        <translation>de woorden gebruiken {letters}, geen stenen van het alfabet ({alphabet}); {hint}</translation>
    </message>
    <message>
        <source>build with --alphabet {alphabet}</source>
        <translation>bouw met --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>build with the --alphabet it was made for ({alphabets} fit)</source>
        <translation>bouw met het --alphabet waarvoor het bestand is gemaakt ({alphabets} passen)</translation>
    </message>
    <message>
        <source>no shipped alphabet has all of its letters</source>
        <translation>geen meegeleverd alfabet bevat alle letters van het bestand</translation>
    </message>
    <message>
        <source>the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file</source>
        <translation>de bestandslengte is geen geheel aantal knopen van 4 bytes; het bestand is afgekapt of geen .kwg-bestand</translation>
    </message>
    <message>
        <source>node 0 is not a word graph header; the file is damaged or not a .kwg file</source>
        <translation>knoop 0 is geen header van een woordgraaf; het bestand is beschadigd of geen .kwg-bestand</translation>
    </message>
    <message>
        <source>tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet this file was built with (--alphabet)</source>
        <translation>steen {tile} bestaat niet in het alfabet ({alphabet}, {count} stenen); kies het alfabet waarmee dit bestand is gebouwd (--alphabet)</translation>
    </message>
    <message>
        <source>a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged</source>
        <translation>een woord in de woordgraaf bevat steen 0 (het GADDAG-scheidingsteken); het bestand is beschadigd</translation>
    </message>
    <message>
        <source>it has {lines} lines, more than the {most} words a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>het bestand heeft {lines} regels, meer dan de {most} woorden die een woordenlijst mag bevatten (de grootste gepubliceerde lijsten tellen er zo'n 3 miljoen)</translation>
    </message>
    <message>
        <source>line {line} is not UTF-8 text; save the list as UTF-8 and build again</source>
        <translation>regel {line} is geen UTF-8-tekst; sla de lijst op als UTF-8 en bouw opnieuw</translation>
    </message>
    <message>
        <source>the first letters are at node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>de eerste letters staan bij knoop {node}, maar het bestand heeft maar {count} knopen; het bestand is beschadigd of afgekapt</translation>
    </message>
    <message>
        <source>node {node} refers to node {target}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>knoop {node} verwijst naar knoop {target}, maar het bestand heeft maar {count} knopen; het bestand is beschadigd of afgekapt</translation>
    </message>
    <message>
        <source>the word graph leads back to node {node} (it loops); the file is damaged</source>
        <translation>de woordgraaf leidt terug naar knoop {node} (een lus); het bestand is beschadigd</translation>
    </message>
    <message>
        <source>the group of letters at node {node} runs past the end of the file (no last letter); the file is damaged or truncated</source>
        <translation>de lettergroep bij knoop {node} loopt door voorbij het einde van het bestand (geen laatste letter); het bestand is beschadigd of afgekapt</translation>
    </message>
    <message>
        <source>the letters at node {node} lead back to node {target} (the word graph loops); the file is damaged</source>
        <translation>de letters bij knoop {node} leiden terug naar knoop {target} (de woordgraaf bevat een lus); het bestand is beschadigd</translation>
    </message>
    <message>
        <source>node {node} neither ends a word nor leads to more letters; the file is damaged</source>
        <translation>knoop {node} sluit geen woord af en leidt ook niet naar verdere letters; het bestand is beschadigd</translation>
    </message>
    <message>
        <source>the letters of nodes {first} to {last} are not in order; the file is damaged</source>
        <translation>de letters van knoop {first} t/m {last} staan niet op volgorde; het bestand is beschadigd</translation>
    </message>
    <message>
        <source>the word graph holds a word longer than {most} letters; the file is damaged or not a word list</source>
        <translation>de woordgraaf bevat een woord van meer dan {most} letters; het bestand is beschadigd of geen woordenlijst</translation>
    </message>
    <message>
        <source>the word graph holds more than {most} words, more than a word list may hold; the file is damaged</source>
        <translation>de woordgraaf bevat meer dan {most} woorden, meer dan een woordenlijst mag bevatten; het bestand is beschadigd</translation>
    </message>
    <message>
        <source>the word graph holds more words than the {count} its header states; the file is damaged</source>
        <translation>de woordgraaf bevat meer woorden dan de {count} die de header vermeldt; het bestand is beschadigd</translation>
    </message>
    <message>
        <source>node {node} leads back into its own word (the word graph loops); the file is damaged</source>
        <translation>knoop {node} leidt terug in zijn eigen woord (de woordgraaf bevat een lus); het bestand is beschadigd</translation>
    </message>
    <message>
        <source>the word graph refers to node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>de woordgraaf verwijst naar knoop {node}, maar het bestand heeft maar {count} knopen; het bestand is beschadigd of afgekapt</translation>
    </message>
    <message>
        <source>{file}: is {size}, more than the {limit} a word list may be; is it the right file?</source>
        <translation>{file}: is {size}, terwijl een woordbestand hoogstens {limit} mag zijn; is dit het juiste bestand?</translation>
    </message>
    <message>
        <source>over {limit}</source>
        <translation>meer dan {limit}</translation>
    </message>
    <message>
        <source>{file}: file not found</source>
        <translation>{file}: bestand niet gevonden</translation>
    </message>
    <message>
        <source>{file}: is a folder, not a word list</source>
        <translation>{file}: is een map, geen woordbestand</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({why})</source>
        <translation>{file}: kan niet worden gelezen ({why})</translation>
    </message>
    <message>
        <source>{file}: is not a regular file (a device, pipe or socket); give a word-list file</source>
        <translation>{file}: is geen gewoon bestand (maar een apparaat, pipe of socket); geef een woordbestand op</translation>
    </message>
    <message>
        <source>{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list (or is a gzip bomb)</source>
        <translation>{file}: is uitgepakt groter dan {limit}, te groot voor een woordbestand; het is geen woordbestand (of een gzip-bom)</translation>
    </message>
    <message>
        <source>{file}: damaged gzip file ({why})</source>
        <translation>{file}: beschadigd gzip-bestand ({why})</translation>
    </message>
</context>
<context>
    <name>Lexicons</name>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation>er is geen woordenlijst met de naam {name} op deze post geïnstalleerd</translation>
    </message>
    <message>
        <source>the list {name} with fingerprint {fingerprint} is not installed on this station</source>
        <translation>de lijst {name} met vingerafdruk {fingerprint} is niet op dit station geïnstalleerd</translation>
    </message>
    <message>
        <source>two lexicon files are called {name} with different word lists ({first}, {second}): remove the wrong one</source>
        <translation>twee lexiconbestanden heten {name} met verschillende woordenlijsten ({first}, {second}): verwijder het verkeerde</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>bestand niet gevonden</translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation>is een map, geen woordenlijstbestand</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>kan niet worden gelezen ({why})</translation>
    </message>
    <message>
        <source>is larger than {limit} MB: not a lexicon file</source>
        <translation>is groter dan {limit} MB: geen lexiconbestand</translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation>controlesom klopt niet: het bestand is beschadigd of gewijzigd; niet gebruiken</translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation>{why}; gebruik dit bestand niet</translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation>het bestand is gewijzigd; niet gebruiken</translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation>de woordgraaf komt niet overeen met de controlewaarde in de header: {altered}</translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation>woordgraaf is onleesbaar ({why})</translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation>bevat {found} woorden, maar volgens de header {count}</translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation>bevat geen woorden; niet gebruiken</translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation>de woorden komen niet overeen met de vingerafdruk: {altered}</translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation>de woorden zijn {shortest}-{longest} letters lang, maar volgens de header {least}-{most}: {altered}</translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation>header is onleesbaar; het bestand is beschadigd</translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station's software</source>
        <translation>gemaakt met een nieuwere lexicon-build (formaat {version}); werk de software van deze post bij</translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation>het alfabet is ongeldig: {why}</translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation>{what} ontbreekt in de header of is verminkt</translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation>bestand is afgekapt (het eindigt midden in de header)</translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation>geen woordenlijstbestand (maak er een van een woordbestand met lexicon-build)</translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation>bestand is afgekapt (kopieer het opnieuw van het origineel)</translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>het lengteveld van de header is beschadigd (de rest van het bestand is compleet); niet gebruiken, kopieer het opnieuw van het origineel</translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation>het lengteveld van de header is beschadigd en het bestand is onvolledig; kopieer het opnieuw van het origineel</translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>het lengteveld van de woordgraaf is beschadigd (de rest van het bestand is compleet); niet gebruiken, kopieer het opnieuw van het origineel</translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation>bestand heeft onverwachte bytes aan het eind; het is beschadigd</translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation>de woordgraaf laat de lezer in een lus vastlopen (geen antwoord binnen {seconds} s): het bestand is beschadigd of vervalst; niet gebruiken</translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation>kan niet worden gecontroleerd: {why}</translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation>de woordgraaf laat de lezer crashen ({signal}): het bestand is beschadigd of vervalst; niet gebruiken</translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation>signaal {number}</translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation>geweigerd door de woordenlijstcontrole</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>{lexicon} geïnstalleerd: %n woord, vingerafdruk {fingerprint}.</numerusform>
            <numerusform>{lexicon} geïnstalleerd: %n woorden, vingerafdruk {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage}: %n woord</numerusform>
            <numerusform>{stage}: %n woorden</numerusform>
        </translation>
    </message>
    <message>
        <source>a .clex file made with lexicon-build</source>
        <translation>een .clex-bestand, gemaakt met lexicon-build</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installeren</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Selectie verwijderen</translation>
    </message>
    <message>
        <source>word lists, separated by ;  (text, .gz, .dawg, .kwg)</source>
        <translation>woordbestanden, gescheiden door ;  (tekst, .gz, .dawg, .kwg)</translation>
    </message>
    <message>
        <source>published word count (optional)</source>
        <translation>gepubliceerd aantal woorden (optioneel)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importeren</translation>
    </message>
    <message>
        <source>Word lists</source>
        <translation>Woordbestanden</translation>
    </message>
    <message>
        <source>Lexicon name</source>
        <translation>Naam woordenlijst</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabet</translation>
    </message>
    <message>
        <source>Expected words</source>
        <translation>Verwacht aantal woorden</translation>
    </message>
    <message>
        <source>Import word lists</source>
        <translation>Woordbestanden importeren</translation>
    </message>
    <message>
        <source>Install a lexicon file</source>
        <translation>Woordenlijstbestand installeren</translation>
    </message>
    <message>
        <source>{lexicon} (built in)</source>
        <translation>{lexicon} (ingebouwd)</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Vingerafdruk</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Bronnen</translation>
    </message>
    <message>
        <source>Built</source>
        <comment>when the lexicon file was built</comment>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Gebruikt door</translation>
    </message>
    <message>
        <source>Refused: {problem}</source>
        <translation>Geweigerd: {problem}</translation>
    </message>
    <message>
        <source>Lexicon file</source>
        <translation>Woordenlijstbestand</translation>
    </message>
    <message>
        <source>Lexicon files (*.clex)</source>
        <translation>Woordenlijstbestanden (*.clex)</translation>
    </message>
    <message>
        <source>Choose a lexicon file first.</source>
        <translation>Kies eerst een woordenlijstbestand.</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>{file} wordt gecontroleerd…</translation>
    </message>
    <message>
        <source>Not installed: {error}</source>
        <translation>Niet geïnstalleerd: {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Niet geïnstalleerd</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Selecteer een woordenlijst om te verwijderen.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>{lexicon} van deze post verwijderen?</translation>
    </message>
    <message>
        <source>Remove lexicon</source>
        <translation>Woordenlijst verwijderen</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>Niet verwijderd</translation>
    </message>
    <message>
        <source>Removed {lexicon}.</source>
        <translation>{lexicon} verwijderd.</translation>
    </message>
    <message>
        <source>Give the word lists and a name for the lexicon.</source>
        <translation>Geef de woordbestanden en een naam voor de woordenlijst op.</translation>
    </message>
    <message>
        <source>The expected word count must be a whole number.</source>
        <translation>Het verwachte aantal woorden moet een geheel getal zijn.</translation>
    </message>
    <message>
        <source>Importing {lexicon}…</source>
        <translation>{lexicon} wordt geïmporteerd…</translation>
    </message>
    <message>
        <source>cannot write the lexicon: {error}</source>
        <translation>kan de woordenlijst niet wegschrijven: {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>de computer had te weinig geheugen om de woordenlijst te bouwen; controleer de bestanden</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>het importeren is gestopt: {error}</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>Importeren mislukt: er is niets geïnstalleerd.</translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} beoordeelt nu met {lexicon} (%n woord, vingerafdruk {fingerprint}).</numerusform>
            <numerusform>{division} beoordeelt nu met {lexicon} (%n woorden, vingerafdruk {fingerprint}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{division} still judges with ENABLE: {why}</source>
        <translation>{division} beoordeelt nog steeds met ENABLE: {why}</translation>
    </message>
    <message>
        <source>No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.</source>
        <translation>Geen groep beoordeelt met {lexicon}: kies het voor een groep op het tabblad Profielen en regels.</translation>
    </message>
    <message>
        <source>Not switched</source>
        <translation>Niet omgezet</translation>
    </message>
</context>
<context>
    <name>Pin</name>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation>de pincode moet minstens {least} tekens hebben</translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation>de pincode mag niet met een spatie beginnen of eindigen</translation>
    </message>
    <message>
        <source>the PIN may have at most {most} characters</source>
        <translation>de pincode mag hoogstens {most} tekens hebben</translation>
    </message>
    <message>
        <source>the PIN holds a control or invisible character, which no keyboard types</source>
        <translation>de pincode bevat een stuur- of onzichtbaar teken, dat geen toetsenbord typt</translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation>Pincode geaccepteerd</translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation>Onjuiste pincode. {wait}</translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation>Onjuiste pincode. Nog 1 poging voordat u moet wachten.</translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation>Onjuiste pincode. Nog {left} pogingen voordat u moet wachten.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation>Te vaak een onjuiste pincode: probeer het over {minutes} min {seconds} s opnieuw.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation>Te vaak een onjuiste pincode: probeer het over {seconds} s opnieuw.</translation>
    </message>
    <message>
        <source>No PIN can be checked: the station's settings file cannot be read. Fix or move station.toml on this computer.</source>
        <translation>Er kan geen pincode worden gecontroleerd: het instellingenbestand van het station is onleesbaar. Herstel of verplaats station.toml op deze computer.</translation>
    </message>
</context>
<context>
    <name>PinScreen</name>
    <message>
        <source>Back to the station</source>
        <translation>Terug naar de post</translation>
    </message>
    <message>
        <source>Set the director PIN</source>
        <translation>Pincode wedstrijdleider instellen</translation>
    </message>
    <message>
        <source>Director mode</source>
        <translation>Wedstrijdleidersmodus</translation>
    </message>
    <message>
        <source>Choose a PIN of at least {length} characters. It opens director mode (Ctrl+Alt+Shift+D on the station) and is stored only as a hash.</source>
        <translation>Kies een pincode van minstens {length} tekens. Die opent de wedstrijdleidersmodus (Ctrl+Alt+Shift+D op de post) en wordt alleen als hash opgeslagen.</translation>
    </message>
    <message>
        <source>Type the director PIN, then press Enter.</source>
        <translation>Typ de pincode van de wedstrijdleider en druk dan op Enter.</translation>
    </message>
    <message>
        <source>new PIN</source>
        <translation>nieuwe pincode</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>Pincode</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>dezelfde pincode nogmaals</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Pincode instellen</translation>
    </message>
    <message>
        <source>Open director mode</source>
        <translation>Wedstrijdleidersmodus openen</translation>
    </message>
    <message>
        <source>The two PINs differ. Type them again.</source>
        <translation>De twee pincodes verschillen. Typ ze opnieuw.</translation>
    </message>
    <message>
        <source>Not set: {error}.</source>
        <translation>Niet ingesteld: {error}.</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Choose your division</source>
        <translation>Kies uw groep</translation>
    </message>
    <message>
        <source>Not available at this station now: call the director</source>
        <translation>Nu niet beschikbaar op deze post: roep de wedstrijdleider</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>BETWISTER: typ elk woord dat u betwist, gescheiden door spaties of Enter</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>BETWISTE SPELER: controleer de spelling en druk dan op {key}</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Esc wist alle woorden  ·  {out} markeert de zet die het spel beëindigde</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key}: roep een jurylid (een persoon) in plaats van de computer</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>BETWISTER: typ elk woord dat u betwist  ·  Esc wist alles  ·  {out} slotzet</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>SLOTZET: geen straf voor een mislukte betwisting  ·  {out} maakt ongedaan</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tafel {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n woord opgegeven</numerusform>
            <numerusform>%n woorden opgegeven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n woord</numerusform>
            <numerusform>%n woorden</numerusform>
        </translation>
    </message>
    <message>
        <source>typed twice</source>
        <translation>twee keer getypt</translation>
    </message>
    <message>
        <source>YES — ACCEPTABLE</source>
        <translation>JA — GELDIG</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NEE — ONGELDIG</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>GELDIG</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>ONGELDIG</translation>
    </message>
    <message>
        <source>Write on the slip:  {receipt}</source>
        <translation>Noteer op het briefje:  {receipt}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>NIET VASTGELEGD: het logboek is niet beschikbaar. Roep nu de wedstrijdleider.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Druk op een toets om verder te gaan</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>TAFELNUMMER?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Typ het nummer van uw tafel (1 t/m {most}) met de cijfertoetsen.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Enter: verder  ·  Backspace: verbeteren  ·  Esc: opnieuw beginnen</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>HOEVEEL WOORDEN?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Druk op het aantal woorden dat u betwist (1 t/m {most}). Alleen dat aantal woorden kan worden beoordeeld.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Tafel {table}: druk op het aantal woorden dat u betwist (1 t/m {most}). Alleen dat aantal woorden kan worden beoordeeld.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Esc: terug</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>ZOJUIST BEOORDEELD</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}: %n seconde geleden beoordeeld.</numerusform>
            <numerusform>{division}: %n seconden geleden beoordeeld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}, tafel {table}: %n seconde geleden beoordeeld.</numerusform>
            <numerusform>{division}, tafel {table}: %n seconden geleden beoordeeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>Briefje daarvan: {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Als deze woorden bij dezelfde zet horen, verbieden de regels om ze apart te laten beoordelen: alle betwiste woorden van een zet worden samen getypt, en na een ONGELDIG worden geen woorden meer ingevoerd (NSA IV.J.2, NASPA 6.2 “Improper Lookups” (“Onjuist naslaan”)).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key}: deze woorden toch beoordelen (wordt vastgelegd)  ·  andere toets: terug naar de woorden</translation>
    </message>
    <message>
        <source>For comparison, {lexicon}: {verdict} (does not count)</source>
        <translation>Ter vergelijking, {lexicon}: {verdict} (telt niet)</translation>
    </message>
    <message>
        <source>A director must clear this screen (director PIN)</source>
        <translation>Alleen de wedstrijdleider kan dit scherm wissen (pincode)</translation>
    </message>
    <message>
        <source>IS THIS YOUR GAME?</source>
        <translation>IS DIT UW PARTIJ?</translation>
    </message>
    <message>
        <source>WHICH IS YOUR GAME?</source>
        <translation>WELKE IS UW PARTIJ?</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two} ({first} first)</source>
        <translation>Bord {board} · {one} tegen {two} ({first} begint)</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two}</source>
        <translation>Bord {board} · {one} tegen {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two} ({first} first)</source>
        <translation>Ronde {round} · Tafel {table} · {one} tegen {two} ({first} begint)</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Ronde {round} · Tafel {table} · {one} tegen {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Ronde {round} · Tafel {table}</translation>
    </message>
    <message>
        <source>The pairings have not been updated since {time}: check that this is your game.</source>
        <translation>De indeling is sinds {time} niet bijgewerkt: controleer of dit uw partij is.</translation>
    </message>
    <message>
        <source>The pairings say this game is already scored: check it is yours.</source>
        <translation>Volgens de indeling is deze partij al ingevoerd: controleer of het de uwe is.</translation>
    </message>
    <message>
        <source>From the event's pairings.</source>
        <translation>Uit de indeling van het toernooi.</translation>
    </message>
    <message>
        <source>1 or Enter: yes, our game  ·  0: not our game (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 of Enter: ja, onze partij  ·  0: niet onze partij (verder met alleen het tafelnummer)  ·  Esc: tafelnummer wijzigen</translation>
    </message>
    <message>
        <source>1 or 2: our game  ·  0: neither (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 of 2: onze partij  ·  0: geen van beide (verder met alleen het tafelnummer)  ·  Esc: tafelnummer wijzigen</translation>
    </message>
    <message>
        <source>1 to {last}: our game  ·  0: none of these (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 t/m {last}: onze partij  ·  0: geen ervan (verder met alleen het tafelnummer)  ·  Esc: tafelnummer wijzigen</translation>
    </message>
    <message>
        <source>A DIRECTOR IS COMING</source>
        <translation>ER KOMT EEN WEDSTRIJDLEIDER</translation>
    </message>
    <message>
        <source>NOBODY HAS ANSWERED YET</source>
        <translation>NOG NIEMAND HEEFT GEREAGEERD</translation>
    </message>
    <message>
        <source>FETCH THE DIRECTOR</source>
        <translation>HAAL DE WEDSTRIJDLEIDER</translation>
    </message>
    <message>
        <source>AN ADJUDICATOR HAS BEEN CALLED</source>
        <translation>ER IS EEN ARBITER GEROEPEN</translation>
    </message>
    <message>
        <source>AN ARBITER HAS BEEN CALLED</source>
        <translation>ER IS EEN ARBITER GEROEPEN</translation>
    </message>
    <message>
        <source>A WORD JUDGE HAS BEEN CALLED</source>
        <translation>ER IS EEN JURYLID GEROEPEN</translation>
    </message>
    <message>
        <source>Your call was answered. Stay at the station.</source>
        <translation>Uw oproep is beantwoord. Blijf bij de post.</translation>
    </message>
    <message>
        <source>Nobody has answered yet: fetch the director. The other player stays here.</source>
        <translation>Nog niemand heeft gereageerd: haal de wedstrijdleider. De andere speler blijft hier.</translation>
    </message>
    <message>
        <source>This station cannot call anyone: one player fetches the director, the other stays here. The call is recorded.</source>
        <translation>Deze post kan niemand oproepen: één speler haalt de wedstrijdleider, de ander blijft hier. De oproep is vastgelegd.</translation>
    </message>
    <message>
        <source>Stay at the station: the call is on the directors' screen.</source>
        <translation>Blijf bij de post: de oproep staat op het scherm van de wedstrijdleiding.</translation>
    </message>
    <message>
        <source>{key}: the adjudicator is here, back to the station</source>
        <translation>{key}: de arbiter is er, terug naar de post</translation>
    </message>
    <message>
        <source>{key}: the arbiter is here, back to the station</source>
        <translation>{key}: de arbiter is er, terug naar de post</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key}: het jurylid is er, terug naar de post</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>De uitspraak wordt vastgelegd in het logboek…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Geen toets ingedrukt: het scherm wordt over %n seconde gewist</numerusform>
            <numerusform>Geen toets ingedrukt: het scherm wordt over %n seconden gewist</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Logboek niet beschikbaar: roep de wedstrijdleider</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Woordenlijsten: {names}</translation>
    </message>
    <message>
        <source>No lexicon loaded</source>
        <translation>Geen woordenlijst geladen</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n woord</numerusform>
            <numerusform>%n woorden</numerusform>
        </translation>
    </message>
    <message>
        <source>Station: {name}</source>
        <translation>Post: {name}</translation>
    </message>
    <message>
        <source>This station is not ready</source>
        <translation>Deze post is niet gereed</translation>
    </message>
    <message>
        <source>Call the director.</source>
        <translation>Roep de wedstrijdleider.</translation>
    </message>
    <message>
        <source>No profile is set up.</source>
        <translation>Er is geen profiel ingesteld.</translation>
    </message>
    <message>
        <source>Something unexpected happened: {message}. It was recorded. A director's PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Er ging iets onverwachts mis: {message}. Dit is vastgelegd. Met de pincode van de wedstrijdleider (Ctrl+Alt+Shift+D) wordt dit scherm gewist.</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>Het logboek ging niet binnen {seconds} s open: roep de wedstrijdleider.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Opgegeven: %n woord;</numerusform>
            <numerusform>Opgegeven: %n woorden;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>%n getypt.</numerusform>
            <numerusform>%n getypt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type exactly {declared}.</source>
        <translation>Typ er precies {declared}.</translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>De zet blijft staan. De betwiste speler krijgt er %n punt bij</numerusform>
            <numerusform>De zet blijft staan. De betwiste speler krijgt er %n punten bij</numerusform>
        </translation>
    </message>
    <message>
        <source>The challenger does not lose the turn.</source>
        <translation>De betwister verliest de beurt niet.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n woord × {points}</numerusform>
            <numerusform>%n woorden × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} for the play</source>
        <translation>{points} voor de zet</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>{character} is not a letter of the {alphabet} alphabet</source>
        <translation>{character} is geen letter van het alfabet ({alphabet})</translation>
    </message>
    <message>
        <source>"{word}": {reason}</source>
        <translation>"{word}": {reason}</translation>
    </message>
    <message>
        <source>"{word}" is too short: a word has at least {least} letters</source>
        <translation>"{word}" is te kort: een woord heeft minstens {least} letters</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Te kort: een woord heeft minstens {least} letters</translation>
    </message>
    <message>
        <source>"{word}" has {letters} letters: a word has at most {most}</source>
        <translation>"{word}" heeft {letters} letters: een woord heeft er hoogstens {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>Te lang: {letters} letters: een woord heeft er hoogstens {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Typ minstens één woord</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>{typed} woorden getypt: hoogstens {most} kunnen samen worden betwist</translation>
    </message>
    <message>
        <source>The audit log cannot be written: {why}. Nothing is judged.</source>
        <translation>Het logboek kan niet worden weggeschreven: {why}. Er wordt niets beoordeeld.</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation>Het logboek kan niet worden geopend: {why}</translation>
    </message>
    <message>
        <source>The station's id cannot be read or written in {home}: {why}</source>
        <translation>De id van de post kan niet worden gelezen of geschreven in {home}: {why}</translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation>Instellingenbestand van de post: {why}</translation>
    </message>
    <message>
        <source>waiting for {lexicon} from the head director (event plan {serial})</source>
        <translation>wacht op {lexicon} van de hoofdwedstrijdleider (plan {serial})</translation>
    </message>
    <message>
        <source>event plan {serial} has ended: waiting for the next plan from the head director</source>
        <translation>toernooiplan {serial} is afgelopen: wacht op het volgende plan van de hoofdwedstrijdleider</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n woord, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n woorden, {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no federation preset</comment>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>the log and director mode only</source>
        <translation>alleen het logboek en de wedstrijdleidersmodus</translation>
    </message>
    <message>
        <source>players too, under the verdict</source>
        <translation>ook de spelers, onder de uitspraak</translation>
    </message>
    <message>
        <source>Ask the table number first (every multi-table event)</source>
        <translation>Eerst het tafelnummer vragen (elk toernooi met meerdere tafels)</translation>
    </message>
    <message>
        <source>Ask how many words before they are typed</source>
        <translation>Vragen hoeveel woorden, voordat ze worden getypt</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Profiel opslaan</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Nieuw profiel</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Profiel verwijderen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Bondsinstelling</translation>
    </message>
    <message>
        <source>Players' language</source>
        <translation>Taal van de spelers</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Lexicon credit line</source>
        <translation>Bronvermelding woordenlijst</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Betwistingsregel</translation>
    </message>
    <message>
        <source>Colour band</source>
        <translation>Kleurband</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Tweede oordeel</translation>
    </message>
    <message>
        <source>Second opinion shown to</source>
        <translation>Tweede oordeel getoond aan</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profiel</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon}: NIET BRUIKBAAR ({problem})</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no second-opinion lexicon</comment>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Clock: {said}</source>
        <translation>Klok: {said}</translation>
    </message>
    <message>
        <source>The event plan sets this division's list and rule: {lexicon}, {rule}, from plan {serial}</source>
        <translation>Het evenementplan bepaalt de lijst en regel van deze groep: {lexicon}, {rule}, uit plan {serial}</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Regel: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event's own rules before the first round.</source>
        <translation>Controleer deze regel vóór de eerste ronde met het reglement van uw toernooi.</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Post wijzigen</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profielen</translation>
    </message>
    <message>
        <source>A station needs at least one profile.</source>
        <translation>Een post heeft minstens één profiel nodig.</translation>
    </message>
    <message>
        <source>Remove profile {profile}?</source>
        <translation>Profiel {profile} verwijderen?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Niet gewijzigd</translation>
    </message>
</context>
<context>
    <name>Relay</name>
    <message>
        <source>station {station}: {difference}</source>
        <translation>post {station}: {difference}</translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation>wijkt af vanaf record {seq}: {message}</translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation>het centrale logboek heeft een andere ondertekeningssleutel voor deze post vastgelegd (station-key.pem is vervangen of van een andere post gekopieerd)</translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation>record {seq} ontbreekt op deze post</translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation>record {seq} sluit niet aan op record {previous}</translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation>record {seq}: {reason}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation>Auditrapport: {where}</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>met notitie</translation>
    </message>
    <message>
        <source>out play</source>
        <translation>slotzet</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>kloksprong</translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation>nieuw record {receipt}.</translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation>handmatig opgezocht: {result}.</translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation>{points} punten aftrek voor de {player}.</translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation>gecompenseerd: {what}.</translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(bij seq {seq}, post {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(bij record {record})</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>seq {seq}</translation>
    </message>
    <message>
        <source>UTC (the stations' UTC offsets differ)</source>
        <translation>UTC (de posten hebben niet hetzelfde UTC-verschil)</translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation>lokale tijd, {offset}</translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation>Beoordelingen per dag ({clock})</translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation>Beoordelingen per uur ({clock})</translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation>{acceptable} geldig · {unacceptable} ongeldig</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Aangemaakt</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Posten</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} t/m {last}</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>geen records</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation>{records} ({adjudications} beoordelingen: {acceptable} geldig, {unacceptable} ongeldig; {events} gebeurtenissen)</translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation>Gemarkeerde items</translation>
    </message>
    <message>
        <source>Clock jumps</source>
        <translation>Kloksprongen</translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation>Ketencontrole</translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation>niet gecontroleerd voor dit rapport</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Keten intact: %n record gecontroleerd</numerusform>
            <numerusform>Keten intact: %n records gecontroleerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n beoordeling hier niet vermeld: {command} exporteert alle records.</numerusform>
            <numerusform>… %n beoordelingen hier niet vermeld: {command} exporteert alle records.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n gebeurtenis hier niet vermeld: {command} exporteert alle records.</numerusform>
            <numerusform>… %n gebeurtenissen hier niet vermeld: {command} exporteert alle records.</numerusform>
        </translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>VERBROKEN bij seq {seq} (post {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation>Geldig en ongeldig per woordenlijst</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation>Geldig en ongeldig per betwistingsregel</translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation>Geen beoordelingen in dit rapport.</translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation>Gemarkeerde items ({count})</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tijd</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Getypt / details</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Uitspraak</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markeringen</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Notities</translation>
    </message>
    <message>
        <source>The first {shown} of {count} flagged items are listed; {command} --flagged exports them all.</source>
        <translation>De eerste {shown} van {count} gemarkeerde items staan hier; {command} --flagged exporteert ze allemaal.</translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation>Niets gemarkeerd of van een notitie voorzien.</translation>
    </message>
    <message>
        <source>Clock jumps ({count})</source>
        <translation>Kloksprongen ({count})</translation>
    </message>
    <message>
        <source>A record dated earlier than the record before it in its station's chain, or later than the moment this report was made, or (on the central copy) later than the server received it: the station's clock was wrong or was changed. Its place in the chain, not its date, says when it was made.</source>
        <translation>Een record met een datum vóór het vorige in de keten van zijn post, of na het moment waarop dit rapport is gemaakt, of (in de centrale kopie) na ontvangst door de server: de klok van de post stond verkeerd of is verzet. Zijn plaats in de keten, niet zijn datum, zegt wanneer het is gemaakt.</translation>
    </message>
    <message>
        <source>No clock jumps.</source>
        <translation>Geen klokspongen.</translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation>Beoordelingen ({count})</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profiel</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Woordenlijst</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Getypt</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Woorden</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultaat per woord</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Kenmerk</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Tweede oordeel ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation>na {receipt}</translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation>Gebeurtenissen op de posten ({count})</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation>Het resultaat per woord is voor wedstrijdleiders en auditors; de post laat spelers nooit zien welk woord ongeldig was.</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Double challenge</source>
        <translation>Dubbele betwisting</translation>
    </message>
    <message>
        <source>5-point challenge</source>
        <translation>5-puntenbetwisting</translation>
    </message>
    <message>
        <source>10-point challenge</source>
        <translation>10-puntenbetwisting</translation>
    </message>
    <message>
        <source>5-point challenge per play</source>
        <translation>5-puntenbetwisting per zet</translation>
    </message>
    <message>
        <source>10-point challenge per play</source>
        <translation>10-puntenbetwisting per zet</translation>
    </message>
    <message>
        <source>Single challenge</source>
        <translation>Enkele betwisting</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>Re-adjudicated</source>
        <translation>Opnieuw beoordeeld</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultaat handmatig opzoeken</translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation>Straf voor onjuist opzoeken</translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation>Gecompenseerd (NSA IV.K.5)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notitie</translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation>Herroepen na handmatig opzoeken</translation>
    </message>
    <message>
        <source>Game joined from the final pairings</source>
        <translation>Partij gekoppeld volgens de definitieve indeling</translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation>onbekende beslissing {category}; kies een van: {choices}</translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation>schrijf een notitie: wat er gebeurde, en wie het besliste</translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation>de notitie is langer dan {most} tekens</translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation>geef het kenmerk van de nieuwe beoordeling op, bv. GK-0042</translation>
    </message>
    <message>
        <source>no adjudication in this log has the receipt {receipt}: give the receipt the station showed with the new verdict</source>
        <translation>geen beoordeling in dit logboek heeft het kenmerk {receipt}: geef het kenmerk op dat het station bij het nieuwe oordeel toonde</translation>
    </message>
    <message>
        <source>{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication</source>
        <translation>{receipt} is het kenmerk van het record waarover beslist wordt: geef het kenmerk van de nieuwe beoordeling op</translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation>het resultaat van handmatig opzoeken is GELDIG of ONGELDIG</translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation>geef aan welke speler wordt bestraft: de betwister of de betwiste speler</translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation>de straf is een aantal punten van 1 t/m 100 (meestal 10)</translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation>geef aan wat werd gecompenseerd (punten, een beurt, tijd)</translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation>nieuw record {receipt}</translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation>handmatig opgezocht: {result}</translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation>{points} punten aftrek voor de betwister</translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation>{points} punten aftrek voor de betwiste speler</translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation>{points} punten aftrek voor de {player}</translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation>gecompenseerd: {compensated}</translation>
    </message>
</context>
<context>
    <name>Runtime</name>
    <message>
        <source>Profile {name}: {problem}</source>
        <translation>Profiel {name}: {problem}</translation>
    </message>
    <message>
        <source>Not in contact with the head director since {time}</source>
        <translation>Geen contact met de hoofdwedstrijdleider sinds {time}</translation>
    </message>
    <message>
        <source>Not in contact with the head director</source>
        <translation>Geen contact met de hoofdwedstrijdleider</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Doorgifte: uit (geen centraal logboek ingesteld).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station's log and the central copy differ (run 'challenge-kiosk audit compare'). {differences}</source>
        <translation>Doorgifte: gestopt, het logboek van deze post en de centrale kopie verschillen (voer 'challenge-kiosk audit compare' uit). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Doorgifte: het centrale logboek is onbereikbaar, nieuwe poging volgt. Laatste fout: {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Doorgifte: verbinding maken met het centrale logboek…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Doorgifte: {copied} gekopieerd, {waiting} wachtend.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Doorgifte: bijgewerkt ({copied} gekopieerd in deze sessie).</translation>
    </message>
    <message>
        <source>Short sound on the verdict</source>
        <translation>Kort geluid bij de uitspraak</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division's language (a sound if no voice)</source>
        <translation>Uitspraak hardop in de taal van de groep (anders een geluid)</translation>
    </message>
    <message>
        <source>Large print and high contrast on player screens</source>
        <translation>Grote letters en hoog contrast op de spelersschermen</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbinding testen</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Instellingen opslaan</translation>
    </message>
    <message>
        <source>Restore the last good station file</source>
        <translation>Laatste goede instellingenbestand van de post terugzetten</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Naam van de post</translation>
    </message>
    <message>
        <source>Judge key</source>
        <translation>Toets om te beoordelen</translation>
    </message>
    <message>
        <source>Verdict shown (s)</source>
        <translation>Uitspraak getoond (s)</translation>
    </message>
    <message>
        <source>Clear unjudged words after (s)</source>
        <translation>Onbeoordeelde woorden wissen na (s)</translation>
    </message>
    <message>
        <source>Split-lookup window (s)</source>
        <translation>Termijn voor gesplitst opzoeken (s)</translation>
    </message>
    <message>
        <source>Font scale</source>
        <translation>Lettergrootte</translation>
    </message>
    <message>
        <source>Word-judge key</source>
        <translation>Toets om een jurylid te roepen</translation>
    </message>
    <message>
        <source>Director mode language</source>
        <translation>Taal van de wedstrijdleidersmodus</translation>
    </message>
    <message>
        <source>Central log</source>
        <translation>Centraal logboek</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Asking the central log…</source>
        <translation>Centraal logboek wordt bevraagd…</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Post wijzigen</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Niet gewijzigd</translation>
    </message>
    <message>
        <source>Replace the station's profiles and settings with the last station file that loaded cleanly?</source>
        <translation>De profielen en instellingen van de post vervangen door het laatste instellingenbestand dat zonder fouten werd geladen?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Terugzetten</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Niet teruggezet</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Open to other users, and the station cannot make them private: {files}. Give them to the station's user, or set their modes as an administrator.</source>
        <translation>Toegankelijk voor andere gebruikers, en de post kan ze niet privé maken: {files}. Geef ze aan de gebruiker van de post, of stel hun rechten in als beheerder.</translation>
    </message>
</context>
<context>
    <name>Unrecorded</name>
    <message>
        <source>line {line}: {why}</source>
        <translation>regel {line}: {why}</translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation>regel {line}: geschreven door een oudere versie of onvolledig</translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation>onleesbare regel</translation>
    </message>
    <message>
        <source>{file} cannot be read ({why}); nothing in it was changed</source>
        <translation>{file} kan niet worden gelezen ({why}); er is niets in veranderd</translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation>{added} als late records aan het logboek toegevoegd.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation>{added} als late records aan het logboek toegevoegd, {already} stonden er al in.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation>{added} als late records aan het logboek toegevoegd, {kept} bewaard in {file}: {problems}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation>{added} als late records aan het logboek toegevoegd, {already} stonden er al in, {kept} bewaard in {file}: {problems}.</translation>
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
        <translation>Als late records aan het logboek toevoegen</translation>
    </message>
    <message>
        <source>Shown at (UTC)</source>
        <translation>Getoond om (UTC)</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Groep</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Uitspraak</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Getypt</translation>
    </message>
    <message>
        <source>Why it was not recorded</source>
        <translation>Waarom niet vastgelegd</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>
            <numerusform>%n uitspraak is aan spelers getoond terwijl het logboek die niet kon vastleggen. Ze behoudt het tijdstip waarop ze is getoond; door haar toe te voegen wordt ze als laat record in de keten gemarkeerd.</numerusform>
            <numerusform>%n uitspraken zijn aan spelers getoond terwijl het logboek ze niet kon vastleggen. Elke uitspraak behoudt het tijdstip waarop ze is getoond; door ze toe te voegen worden ze als late records in de keten gemarkeerd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Elke uitspraak die op deze post is getoond, staat in het logboek.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Niet toegevoegd: {error}</translation>
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
