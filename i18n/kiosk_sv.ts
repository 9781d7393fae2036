<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv">
<context>
    <name>ActionBar</name>
    <message>
        <source>Verify chain</source>
        <translation>Verifiera kedjan</translation>
    </message>
    <message>
        <source>Add note...</source>
        <translation>Lägg till anteckning...</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Uppdatera</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Exportera {format}</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Mapp...</translation>
    </message>
    <message>
        <source>Language of exported reports and CSV files</source>
        <translation>Språk för exporterade rapporter och CSV-filer</translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation>Exportera som lagrat (engelska, kolumn-id)</translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation>Exportera på {language}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Kedjan är inte kontrollerad än</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>Arbetar: {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>Arbetar: {task}… {done} av {total}</translation>
    </message>
</context>
<context>
    <name>Alphabet</name>
    <message>
        <source>Catalan</source>
        <translation>katalanska</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>nederländska</translation>
    </message>
    <message>
        <source>English</source>
        <translation>engelska</translation>
    </message>
    <message>
        <source>French</source>
        <translation>franska</translation>
    </message>
    <message>
        <source>German</source>
        <translation>tyska</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norska</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polska</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>spanska</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>svenska</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Add a ruling or note to seq {seq}</source>
        <translation>Lägg till beslut eller anteckning för nr {seq}</translation>
    </message>
    <message>
        <source>receipt of the new adjudication, e.g. GK-0042</source>
        <translation>kvittokoden för den nya bedömningen, t.ex. GK-0042</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>utmanaren</translation>
    </message>
    <message>
        <source>the challenged player</source>
        <translation>den utmanade spelaren</translation>
    </message>
    <message>
        <source>what was compensated: points, a turn, time</source>
        <translation>vad som kompenserades: poäng, en tur, tid</translation>
    </message>
    <message>
        <source>What happened, and who decided it</source>
        <translation>Vad som hände och vem som beslutade det</translation>
    </message>
    <message>
        <source>Add to the log</source>
        <translation>Lägg till i loggen</translation>
    </message>
    <message>
        <source>Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}</source>
        <translation>Post nr {seq}, kvittokod {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Post nr {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Beslut:</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Ny kvittokod:</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Resultat av manuell kontroll:</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Bestraffad spelare:</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Poängavdrag:</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Kompenserat:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Anteckning:</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(gäller nr {seq}, station {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(gäller post {record})</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>GODKÄNT</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>UNDERKÄNT</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>godkänt</translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation>underkänt</translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation>möjligt uppdelat uppslag (NSA IV.J.2)</translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation>ny bedömning</translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation>jämförelsen avviker</translation>
    </message>
    <message>
        <source>ended without a stop</source>
        <translation>slutade utan stopp</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Kvittokod</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Händelse-id</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Stationsnamn</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation>Registrerad (UTC)</translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation>UTC-förskjutning</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordlista</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingeravtryck</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Utmaningsregel</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Inskrivet</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgörande</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per ord</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Konsekvens</translation>
    </message>
    <message>
        <source>Points to the challenged player</source>
        <translation>Poäng till den utmanade spelaren</translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation>Förlorar turen</translation>
    </message>
    <message>
        <source>Out play</source>
        <translation>Sista draget</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flaggor</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation>Uppdelat uppslag efter</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Gäller</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <source>previous session ended without a stop</source>
        <translation>föregående session slutade utan stopp</translation>
    </message>
    <message>
        <source>back to the division chooser</source>
        <translation>tillbaka till val av division</translation>
    </message>
    <message>
        <source>event joined</source>
        <translation>tävling ansluten</translation>
    </message>
    <message>
        <source>event plan accepted</source>
        <translation>tävlingsplan godtagen</translation>
    </message>
    <message>
        <source>event plan refused</source>
        <translation>tävlingsplan avvisad</translation>
    </message>
    <message>
        <source>event plan applied</source>
        <translation>tävlingsplan tillämpad</translation>
    </message>
    <message>
        <source>word judge call acknowledged</source>
        <translation>domaranrop besvarat</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>utmanaren</translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation>den utmanade spelaren</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>bedömning</translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation>kiosken startad</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>kiosken stoppad</translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation>inloggning lyckades (tävlingsledare)</translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation>inloggning misslyckades (tävlingsledare)</translation>
    </message>
    <message>
        <source>director logout</source>
        <translation>utloggning (tävlingsledare)</translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation>ordlista bytt</translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation>ordlista installerad</translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation>ordlista borttagen</translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation>ordlista avvisad</translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation>regel ändrad</translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation>profil ändrad</translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation>inställningar ändrade</translation>
    </message>
    <message>
        <source>export made</source>
        <translation>export gjord</translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation>kedjan verifierad</translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation>kiosken avslutad</translation>
    </message>
    <message>
        <source>annotation</source>
        <translation>anteckning</translation>
    </message>
    <message>
        <source>self test</source>
        <translation>självtest</translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation>logg migrerad</translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation>behörigheter reparerade</translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation>oregistrerat avgörande kvitterat</translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation>oregistrerade avgöranden införda</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>oväntat fel</translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation>inskrivna ord rensade</translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation>uppdelat uppslag avbrutet efter varning</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>domare tillkallad</translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation>domare på plats</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>beslut</translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation>central kopia avviker</translation>
    </message>
    <message>
        <source>Receipt referred to</source>
        <translation>Kvittokod som avses</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Beslut</translation>
    </message>
    <message>
        <source>Rule cited</source>
        <translation>Åberopad regel</translation>
    </message>
    <message>
        <source>Penalised player</source>
        <translation>Bestraffad spelare</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Straffpoäng</translation>
    </message>
    <message>
        <source>New receipt</source>
        <translation>Ny kvittokod</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>Kompenserat</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultat av manuell kontroll</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Klocksprång</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>klocksprång</translation>
    </message>
</context>
<context>
    <name>AuditChain</name>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>BRUTEN KEDJA vid nr {seq} (station {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation>innehållet stämmer inte med dess hash (posten ändrades efter att den skrevs)</translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation>den lagrade texten är ingen giltig post</translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation>kolumnen {column} ({value}) skiljer sig från posten ({expected})</translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation>den länkar inte till post {previous} (den lades in senare, eller så ändrades post {previous} och fick en ny hash)</translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation>ytterligare en post har löpnummer {seq}</translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation>post {first} saknas (nästa befintliga post är {seq})</translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation>posterna {first} till {last} saknas (nästa befintliga post är {seq})</translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation>löpnummer {seq} är ogiltigt</translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation>den lagrades efter poster som kommer efter den i kedjan</translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation>härifrån är posterna inte lagrade i nummerordning</translation>
    </message>
</context>
<context>
    <name>AuditDetails</name>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>{local_time} (UTC {utc_time})</source>
        <translation>{local_time} (UTC {utc_time})</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>{station_name} ({station_id}), seq {seq}</source>
        <translation>{station_name} ({station_id}), nr {seq}</translation>
    </message>
    <message>
        <source>Kind</source>
        <comment>the kind of audit record</comment>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordlista</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Inskrivet</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgörande</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per ord</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Konsekvens</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Källa</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Jämförelse</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flaggor</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flags</comment>
        <translation>inga</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Gäller</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Händelse-id</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>nr {seq} ({kind})</translation>
    </message>
    <message>
        <source>record {event_id}…</source>
        <translation>post {event_id}…</translation>
    </message>
    <message>
        <source>FLAGGED: {flags}</source>
        <translation>FLAGGAD: {flags}</translation>
    </message>
    <message>
        <source>Record seq {seq}</source>
        <translation>Post nr {seq}</translation>
    </message>
    <message>
        <source>Annotations ({count})</source>
        <translation>Anteckningar ({count})</translation>
    </message>
    <message>
        <source>{time}, seq {seq}</source>
        <translation>{time}, nr {seq}</translation>
    </message>
    <message>
        <source>None. Use “Add note...” to add one.</source>
        <translation>Inga. Använd ”Lägg till anteckning...” för att lägga till en.</translation>
    </message>
</context>
<context>
    <name>AuditJobs</name>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Inskrivet / detaljer</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgörande</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flaggor</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordlista</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>med anteckning</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Kedjan är intakt: %n post</numerusform>
            <numerusform>Kedjan är intakt: %n poster</numerusform>
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
        <translation>Välj en post för att se detaljerna.</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Läser loggen</translation>
    </message>
    <message>
        <source>{shown} shown · {flagged} flagged</source>
        <translation>{shown} visade · {flagged} flaggade</translation>
    </message>
    <message>
        <source>The log cannot be read: {error}</source>
        <translation>Loggen kan inte läsas: {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task}: avbrutet.</translation>
    </message>
    <message>
        <source>Checking the chain…</source>
        <translation>Kontrollerar kedjan…</translation>
    </message>
    <message>
        <source>Checking the chain</source>
        <translation>Kontrollerar kedjan</translation>
    </message>
    <message>
        <source>Cannot check the log: {error}</source>
        <translation>Kan inte kontrollera loggen: {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Anteckning tillagd för nr {seq} (registrerad som nr {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>Anteckningen sparades inte: {error}</translation>
    </message>
    <message>
        <source>Saving the note on seq {seq}…</source>
        <translation>Sparar anteckningen för nr {seq}…</translation>
    </message>
    <message>
        <source>Saving the note</source>
        <translation>Sparar anteckningen</translation>
    </message>
    <message>
        <source>Exporting {format}…</source>
        <translation>Exporterar {format}…</translation>
    </message>
    <message>
        <source>Exporting {format}</source>
        <translation>Exporterar {format}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>Exporterade %n post till {path}</numerusform>
            <numerusform>Exporterade %n poster till {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>Exporterade %n post till {path}, men loggen kunde inte registrera exporten</numerusform>
            <numerusform>Exporterade %n poster till {path}, men loggen kunde inte registrera exporten</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>{format}-exporten avbröts; ingen fil sparades.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>{format}-exporten misslyckades: {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Exportmapp</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Exportfiler sparas i {folder}</translation>
    </message>
</context>
<context>
    <name>CentralLog</name>
    <message>
        <source>signed head of station {station} at record {seq} ({signed_at})</source>
        <translation>signerat läge för station {station} vid post {seq} ({signed_at})</translation>
    </message>
    <message>
        <source>{where}: the signature does not verify</source>
        <translation>{where}: signaturen är inte giltig</translation>
    </message>
    <message>
        <source>{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)</source>
        <translation>{where}: signerad med en annan nyckel än stationens låsta nyckel ({key}… i stället för {pin}…)</translation>
    </message>
    <message>
        <source>{where}: record {seq} is no longer in the central log</source>
        <translation>{where}: post {seq} finns inte längre i den centrala loggen</translation>
    </message>
    <message>
        <source>{where}: record {seq} in the central log differs from the one the station signed (the central copy was changed)</source>
        <translation>{where}: post {seq} i den centrala loggen skiljer sig från den stationen signerade (den centrala kopian har ändrats)</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>station name</source>
        <translation>stationsnamnet</translation>
    </message>
    <message>
        <source>judge key</source>
        <translation>tangenten för bedömning</translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation>visningstiden för avgörandet (s)</translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation>tiden innan obedömda ord rensas (s)</translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation>fönstret för uppdelade uppslag (s)</translation>
    </message>
    <message>
        <source>font scale</source>
        <translation>textskalan</translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation>ljudet vid avgörandet</translation>
    </message>
    <message>
        <source>central log</source>
        <translation>den centrala loggen</translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation>prefixet för kvittokoder</translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation>språket i tävlingsledarläget</translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation>stor text och hög kontrast</translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation>uppläsningen av avgörandet</translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation>tangenten för att kalla på domare</translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation>färgbandet</translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation>jämförelseordlistan</translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation>vem som ser jämförelsen</translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation>frågan om bordsnummer</translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation>frågan om antal ord</translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation>förbundsinställningen</translation>
    </message>
    <message>
        <source>the players' language</source>
        <translation>spelarnas språk</translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation>källhänvisningen för ordlistan</translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation>{name} (kan inte användas: {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n ord, fingeravtryck {fingerprint})</numerusform>
            <numerusform>{name} (%n ord, fingeravtryck {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation>Byt ordlista för {profile} från {old} till {new}.</translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation>Ändra regeln för {profile} från {old} till {new}.</translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation>Lägg till profilen {profile}: ordlista {lexicon}, {rule}, färg {colour}, jämförelse {second}.</translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation>Ändra {label} för {profile} från {old} till {new}.</translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation>Ta bort profilen {profile}.</translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation>Ordna profilerna så här: {order}.</translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation>Ändra {label} från {old} till {new}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation>ingen (loggen sparas lokalt)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>på</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
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
        <translation>namnet på {where}</translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation>[{section}] {key} måste vara ett tal, inte {value}</translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation>[{section}] {key} = {value} ligger utanför intervallet ({low} till {high})</translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation>[{section}] {key} måste vara text inom citattecken, inte {value}</translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation>{what} innehåller ett osynligt tecken (U+{code}); skriv namnet igen</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} är längre än {limit} tecken</translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation>{where} innehåller mellanslag eller osynliga tecken</translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation>{where} {value} är ingen databasadress; skriv t.ex. {example}</translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation>{where} måste vara en PostgreSQL-adress (postgresql+psycopg://...), inte {driver}; skriv t.ex. {example}</translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation>{where}: drivrutinen {driver} finns inte på stationerna; skriv postgresql+psycopg://...</translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation>{where} anger ingen server; skriv t.ex. {example}</translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation>{where} anger ingen databas; skriv t.ex. {example}</translation>
    </message>
    <message>
        <source>{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 between two dots and 253 in all) or an IP address</source>
        <translation>{where}: {host} är varken ett servernamn (bokstäver, siffror, punkter och bindestreck, högst 63 mellan två punkter och 253 totalt) eller en IP-adress</translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation>{where}: porten {port} ligger utanför intervallet (1 till 65535)</translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation>[settings] okända inställningar: {names}</translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation>[station] okända nycklar: {names}</translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation>{problem}. Stationen sparar sin logg lokalt tills detta är åtgärdat.</translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation>[settings] {key} måste vara true eller false, inte {value}</translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation>den skriver text i orden</translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation>stationen känner inte till den tangenten</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation>[settings] judge_key {key} kan inte användas för bedömning ({why}); välj en av: {keys}</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or "" for none</source>
        <translation>[settings] word_judge_key {key}: välj en tangent som inte skriver text: {keys}, eller "" för ingen</translation>
    </message>
    <message>
        <source>[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} (no I, L, O, S or Z, which read as digits on a slip)</source>
        <translation>[settings] receipt_prefix {value} måste bestå av 1 till 3 av bokstäverna {letters} (inte I, L, O, S eller Z, som läses som siffror på en lapp)</translation>
    </message>
    <message>
        <source>{problem}. The station uses the default ({default}) until this is fixed; judging is not affected.</source>
        <translation>{problem}. Stationen använder standardvärdet ({default}) tills detta är åtgärdat; avgörandena påverkas inte.</translation>
    </message>
    <message>
        <source>letters derived from the station's id</source>
        <translation>bokstäver härledda ur stationens id</translation>
    </message>
    <message>
        <source>no credit line</source>
        <translation>ingen källhänvisning</translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation>{where} måste vara en [[profiles]]-tabell</translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation>{where}: okända nycklar: {names}</translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation>{where} saknar namn</translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation>{where}: okänd utmaningsregel {rule}; välj en av: {rules}</translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation>{where}: färgen måste skrivas som #2f6fdb, inte {colour}</translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation>{where} saknar ordlista</translation>
    </message>
    <message>
        <source>{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, not {value}</source>
        <translation>{where}: fingerprint måste vara de 64 hexadecimala siffrorna med gemener som `lexicon-build info` skriver ut, inte {value}</translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation>{where}: ordlistan {lexicon} ska anges med namn, inte som sökväg</translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation>{where}: {key} måste vara true eller false, inte {value}</translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be "director" (the log and director mode only) or "players", not {value}</source>
        <translation>{where}: second_opinion_shown måste vara "director" (bara loggen och tävlingsledarläget) eller "players", inte {value}</translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation>[station] och [settings] måste vara tabeller</translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation>profiler måste skrivas som [[profiles]]-tabeller</translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation>två profiler har samma namn</translation>
    </message>
    <message>
        <source>at most {most} profiles (F1 to F{most}: F12 marks the out play)</source>
        <translation>högst {most} profiler (F1 till F{most}: F12 markerar sista draget)</translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation>okända avsnitt: {names}</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} väljer profil {profile}; välj en annan tangent för bedömning (vanligen Tab)</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} already marks the out play; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} markerar redan sista draget; välj en annan bedömningstangent (Tab är den vanliga)</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation>[settings] word_judge_key {key} används redan för bedömning</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation>[settings] word_judge_key {key} markerar redan sista draget</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation>[settings] word_judge_key {key} väljer redan profil {number}</translation>
    </message>
    <message>
        <source>{problem}; choose another key, or "" for none</source>
        <translation>{problem}; välj en annan tangent, eller "" för ingen</translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation>{problem}: stationen har ingen tangent för att kalla på domare tills detta är åtgärdat.</translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation>[director] måste vara en tabell</translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation>[director] okända nycklar: {names}</translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation>[director] pin_hash måste vara text</translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation>[director] pin_hash är ingen PIN-hash som stationen har skrivit; ange PIN-koden igen med: challenge-kiosk director set-pin</translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation>{file} är en mapp, inte en inställningsfil</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>{file} kan inte läsas: {why}</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation>{file} är större än {limit} byte: ingen stationsfil</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation>{file} är inte UTF-8-text ({why})</translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation>{file} är inte giltig TOML: {why}</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no settings and no profiles</source>
        <translation>{file} är tom: den innehåller inga inställningar och inga profiler</translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation>{file} kan inte uppdateras förrän den är rättad: {why}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation>{file} kan inte skrivas: {why}</translation>
    </message>
</context>
<context>
    <name>Consequence</name>
    <message>
        <source>The play comes off the board and scores zero. The challenged player loses the turn.</source>
        <translation>Draget tas bort från brädet och ger noll poäng. Den utmanade spelaren förlorar turen.</translation>
    </message>
    <message>
        <source>The play stands. This was the play that ended the game: there is no penalty for challenging it.</source>
        <translation>Draget står kvar. Det var draget som avslutade matchen: det ger inget straff att utmana det.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>Draget står kvar. Utmanaren förlorar turen.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>Draget står kvar. Inget straff: utmanaren förlorar inte turen.</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Något oväntat hände och registrerades: {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Oväntat fel</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>Avsluta kiosken nu? Spelarna kan inte använda den.</translation>
    </message>
    <message>
        <source>Exit kiosk</source>
        <translation>Avsluta kiosken</translation>
    </message>
    <message>
        <source>Not exited</source>
        <translation>Inte avslutad</translation>
    </message>
    <message>
        <source>The audit log cannot record the exit.</source>
        <translation>Granskningsloggen kan inte registrera avslutningen.</translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message>
        <source>Leaves by itself after 2 minutes without input.</source>
        <translation>Stängs automatiskt efter 2 minuter utan aktivitet.</translation>
    </message>
    <message>
        <source>Back to the station</source>
        <translation>Tillbaka till stationen</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Svara: jag går</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>Granskningsloggen kan inte öppnas: se stationens skärm för orsaken.</translation>
    </message>
    <message>
        <source>Profiles and rules</source>
        <translation>Profiler och regler</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Ordlistor</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Granskningslogg</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Inte registrerade</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Avsluta</translation>
    </message>
    <message>
        <source>Director mode · Station {station}</source>
        <translation>Tävlingsledarläge · Station {station}</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the 'Not recorded' tab.</source>
        <translation>
            <numerusform>%n avgörande visades medan loggen inte kunde registrera det: se fliken ”Inte registrerade”.</numerusform>
            <numerusform>%n avgöranden visades medan loggen inte kunde registrera dem: se fliken ”Inte registrerade”.</numerusform>
        </translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>bord {table}</translation>
    </message>
    <message>
        <source>Players called a word judge at {time} ({where}).</source>
        <translation>Spelare kallade på en domare klockan {time} ({where}).</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>ingen grupp vald</translation>
    </message>
</context>
<context>
    <name>DirectorService</name>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation>Ingen central logg är inställd: stationen sparar sin logg bara lokalt.</translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation>Kan inte användas: {why}</translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation>Ingen databasadress: {why}</translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation>Stationen kan inte kommunicera med den typen av databas: {why}</translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation>Den centrala loggen svarade inte: {why}</translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation>Ansluten till den centrala loggen.</translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation>{why}. Inget ändrades.</translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation>Profil {profile}: {problem}. Inget ändrades.</translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation>stationsfilen kunde inte skrivas: {why}</translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation>inte ändrat: granskningsloggen kan inte registrera ändringen ({why})</translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation>ingen tidigare fungerande stationsfil finns sparad på den här stationen</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Avvisad: {why}</translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation>Avvisad: {why} (avvisningen kunde inte registreras i granskningsloggen: {problem})</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation>namnet {name} är reserverat för den inbyggda ordlistan</translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation>en annan ordlista med namnet {name} är redan installerad ({fingerprint}); ta bort den först eller ge den här ett annat namn</translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation>inte installerad: {target} kan inte skrivas ({why})</translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation>inte installerad: granskningsloggen kan inte registrera installationen ({why})</translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation>{name} används av: {profiles}. Byt ordlista för dem först.</translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation>den inbyggda ordlistan ENABLE kan inte tas bort</translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation>inte borttagen: granskningsloggen kan inte registrera borttagningen ({why})</translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation>granskningsloggen är inte öppen: inget kan läggas till än</translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation>de väntande avgörandena kan inte läsas eller flyttas: {why}</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer's desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
        <translation>Avsluta kiosken för att komma till datorns skrivbord. Avslutningen registreras i granskningsloggen. Spelarna kan inte använda stationen förrän den startas igen.</translation>
    </message>
    <message>
        <source>Exit kiosk…</source>
        <translation>Avsluta kiosken…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>From</source>
        <comment>the first day shown</comment>
        <translation>Från</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the last day shown</comment>
        <translation>till</translation>
    </message>
    <message>
        <source>Any</source>
        <comment>any verdict</comment>
        <translation>Alla</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Godkänt</translation>
    </message>
    <message>
        <source>Unacceptable</source>
        <translation>Underkänt</translation>
    </message>
    <message>
        <source>All</source>
        <comment>records of every kind</comment>
        <translation>Alla</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Bedömningar</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Händelser</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Bara flaggade</translation>
    </message>
    <message>
        <source>words typed</source>
        <translation>inskrivna ord</translation>
    </message>
    <message>
        <source>Kind:</source>
        <comment>the kind of audit record</comment>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Station:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Ordlista:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Avgörande:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Sök:</translation>
    </message>
    <message>
        <source>Any station</source>
        <translation>Alla stationer</translation>
    </message>
    <message>
        <source>Any profile</source>
        <translation>Alla profiler</translation>
    </message>
    <message>
        <source>Any lexicon</source>
        <translation>Alla ordlistor</translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>heartbeat body unreadable ({reason})</source>
        <translation>livstecknets innehåll går inte att läsa ({reason})</translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation>{count} tecken, mer än {most}</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>inget objekt</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>kan inte avgöra utmaningar</translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation>utmaningar i en grupp kan inte avgöras</translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation>den centrala kopian avviker</translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation>inte signerad än</translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation>signerad till och med post {seq}</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>avvikelse: {division} ska ha {lexicon} ({fingerprint}, %n ord)</numerusform>
            <numerusform>avvikelse: {division} ska ha {lexicon} ({fingerprint}, %n ord)</numerusform>
        </translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint})</source>
        <translation>avvikelse: {division} ska ha {lexicon} ({fingerprint})</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>avvikelse: %n bedömning i {division} med {lexicon} ({fingerprint}); {source} anger {wanted} ({wanted_fingerprint})</numerusform>
            <numerusform>avvikelse: %n bedömningar i {division} med {lexicon} ({fingerprint}); {source} anger {wanted} ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>inget livstecken: känd från sina poster (%n bedömning)</numerusform>
            <numerusform>inget livstecken: känd från sina poster (%n bedömningar)</numerusform>
        </translation>
    </message>
    <message>
        <source>forged heartbeat at {time} ({why}): ignored, the card shows the station's own</source>
        <translation>förfalskat livstecken kl. {time} ({why}): ignorerat, kortet visar stationens eget</translation>
    </message>
    <message>
        <source>heartbeat not verified: no signed chain head of this station yet</source>
        <translation>livstecken inte kontrollerat: inget signerat kedjeslut från stationen ännu</translation>
    </message>
    <message>
        <source>on the plan's roster; nothing received from it</source>
        <translation>på planens lista; inget mottaget från den</translation>
    </message>
    <message>
        <source>last record: {kind}</source>
        <translation>senaste post: {kind}</translation>
    </message>
    <message>
        <source>clock {count} min fast</source>
        <translation>klockan går {count} min före</translation>
    </message>
    <message>
        <source>clock {count} min slow</source>
        <translation>klockan går {count} min efter</translation>
    </message>
    <message>
        <source>clock {count} s fast</source>
        <translation>klockan går {count} s före</translation>
    </message>
    <message>
        <source>clock {count} s slow</source>
        <translation>klockan går {count} s efter</translation>
    </message>
    <message>
        <source>{station}: {problem}</source>
        <translation>{station}: {problem}</translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation>avvikelse: {what} har {kinds} olika versioner av ordlistan; den här finns på {alike} av {stations} stationer (en annan på {others})</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>oläslig post</translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation>INTE REGISTRERAD vid tillfället (tillagd senare)</translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation>möjligt uppdelat uppslag</translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation>beslut: {title}</translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation>tidigare: {receipt}</translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation>tidigare: {receipt}, {seconds} s före</translation>
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
        <translation>klocksprång: {what}</translation>
    </message>
    <message>
        <source>game joined after the event</source>
        <translation>parti kopplat efter turneringen</translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.</source>
        <translation>Den centrala loggen har inga översiktstabeller än ({error}): starta en station som använder den, eller kör 'challenge-kiosk fleet expect' med ägarens adress, för att uppdatera den.</translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation>Den centrala loggen kan inte läsas: {error}</translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation>Det går inte att söka i den centrala loggen: {error}</translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation>Posten finns inte.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation>För många felaktiga lösenord: vänta en minut.</translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation>Formuläret är för stort.</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>Fel lösenord.</translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation>för {count} s sedan</translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation>för {count} min sedan</translation>
    </message>
    <message>
        <source>That call is no longer open.</source>
        <translation>Det anropet väntar inte längre.</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements: start it with --ack-central (see docs/central-roles.sql), or acknowledge at the station.</source>
        <translation>Den här sidan kan inte registrera svar på anrop: starta den med --ack-central (se docs/central-roles.sql), eller svara vid stationen.</translation>
    </message>
    <message>
        <source>The acknowledgement could not be recorded: {error}. Go to the station.</source>
        <translation>Svaret kunde inte registreras: {error}. Gå till stationen.</translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation>för {whole},{tenth} h sedan</translation>
    </message>
    <message>
        <source>No such export.</source>
        <translation>Den exporten finns inte.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Översikt</translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation>Utmaningsstationer</translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation>Kvittokod eller ord</translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation>Sök på alla stationer</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Sök</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Spelarens namn</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Sök på spelarnamn</translation>
    </message>
    <message>
        <source>Find player</source>
        <translation>Hitta spelare</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>Logga ut</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>upptagen</translation>
    </message>
    <message>
        <source>free</source>
        <translation>ledig</translation>
    </message>
    <message>
        <source>director</source>
        <translation>tävlingsledare</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>inte klar</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stoppad</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>saknas</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>inget livstecken</translation>
    </message>
    <message>
        <source>A player called a word judge</source>
        <translation>En spelare kallade på en domare</translation>
    </message>
    <message>
        <source>Station {station}</source>
        <translation>Station {station}</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>ingen grupp vald</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>inget bord angivet</translation>
    </message>
    <message>
        <source>called at {time}</source>
        <translation>kallad klockan {time}</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Svara: jag går</translation>
    </message>
    <message>
        <source>Forged heartbeats (ignored) for: {stations}</source>
        <translation>Förfalskade livstecken (ignorerade) för: {stations}</translation>
    </message>
    <message>
        <source>Offline: {stations}</source>
        <translation>Frånkopplade: {stations}</translation>
    </message>
    <message>
        <source>On the plan's roster, never heard from: {stations}</source>
        <translation>På planens lista, aldrig hörts av: {stations}</translation>
    </message>
    <message>
        <source>Recording without a heartbeat: {stations}</source>
        <translation>Registrerar utan livstecken: {stations}</translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation>Väntar på tävlingsledare: {stations}</translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation>Stationer: {count}, online: {online}, upptagna: {busy}.</translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation>Uppdaterad {time}; offline efter {seconds} s utan livstecken.</translation>
    </message>
    <message>
        <source>Event: {event} (chosen with --event).</source>
        <translation>Evenemang: {event} (valt med --event).</translation>
    </message>
    <message>
        <source>Event: {event} (the first published).</source>
        <translation>Evenemang: {event} (det först publicerade).</translation>
    </message>
    <message>
        <source>Also published, not watched: {events} (choose with --event).</source>
        <translation>Också publicerade, inte bevakade: {events} (välj med --event).</translation>
    </message>
    <message>
        <source>Event plan: {event}, serial {serial}, from {time} (UTC).</source>
        <translation>Tävlingsplan: {event}, nummer {serial}, från {time} (UTC).</translation>
    </message>
    <message>
        <source>Plan {serial}: in force since {time}</source>
        <translation>Plan {serial}: gäller sedan {time}</translation>
    </message>
    <message>
        <source>Plan {serial}: from {time} (in {minutes} min)</source>
        <translation>Plan {serial}: från {time} (om {minutes} min)</translation>
    </message>
    <message>
        <source>Plan {serial}: ended</source>
        <translation>Plan {serial}: avslutad</translation>
    </message>
    <message>
        <source>Plan {serial}: superseded</source>
        <translation>Plan {serial}: ersatt</translation>
    </message>
    <message>
        <source>accepted by {accepted} of {stations} stations</source>
        <translation>godtagen av {accepted} av {stations} stationer</translation>
    </message>
    <message>
        <source>{station} refused it ({reason})</source>
        <translation>{station} avvisade den ({reason})</translation>
    </message>
    <message>
        <source>{stations} not yet</source>
        <translation>{stations} inte än</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>Förväntat:</translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation>livstecken {age}</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation>överföringskö {count}</translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation>senaste bedömning {time}</translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation>kan inte avgöra utmaningar: {problem}</translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation>kedja: {chain}</translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation>Ingen station har skickat något livstecken än. Stationerna skickar ett var 15:e sekund när adressen till den centrala loggen är inställd.</translation>
    </message>
    <message>
        <source>The same word, different verdicts</source>
        <translation>Samma ord, olika bedömningar</translation>
    </message>
    <message>
        <source>ACCEPTABLE at {where}</source>
        <translation>GODKÄNT vid {where}</translation>
    </message>
    <message>
        <source>UNACCEPTABLE at {where}</source>
        <translation>INTE GODKÄNT vid {where}</translation>
    </message>
    <message>
        <source>Disputes by division and table</source>
        <translation>Tvister per division och bord</translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation>Flaggade, nyaste först</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>Spelare: {name}</translation>
    </message>
    <message>
        <source>The players' names are still being read from the log: older records may be missing.</source>
        <translation>Spelarnas namn läses fortfarande från loggen: äldre poster kan saknas.</translation>
    </message>
    <message>
        <source>More than {count} records match, newest first.</source>
        <translation>Fler än {count} poster matchar, nyaste först.</translation>
    </message>
    <message>
        <source>Records that match: {count}, newest first.</source>
        <translation>Poster som matchar: {count}, nyaste först.</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Nyaste</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Äldre</translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation>Inget flaggat.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Avvikande ordlista på %n station: {stations}</numerusform>
            <numerusform>Avvikande ordlista på %n stationer: {stations}</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs attention: {count}</source>
        <translation>Behöver uppmärksamhet: {count}</translation>
    </message>
    <message>
        <source>Healthy stations {first}–{last} of {count}</source>
        <translation>Stationer utan problem {first}–{last} av {count}</translation>
    </message>
    <message>
        <source>Needs a ruling: judged with a superseded list after the plan's instant ({count})</source>
        <translation>Kräver ett beslut: bedömd med en ersatt lista efter planens tidpunkt ({count})</translation>
    </message>
    <message>
        <source>judged with {lexicon}; {plan} says {wanted}</source>
        <translation>bedömd med {lexicon}; {plan} säger {wanted}</translation>
    </message>
    <message>
        <source>Look-ups to check against the pairings ({count})</source>
        <translation>Uppslag att kontrollera mot lottningen ({count})</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>Ladda ner:</translation>
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
        <translation>Rond {number}</translation>
    </message>
    <message>
        <source>Latest adjudications</source>
        <translation>Senaste bedömningar</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>Inga bedömningar än.</translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation>Bedömningar per timme ({count} de senaste 12 timmarna)</translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation>Bedömningar per timme</translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation>Bedömningar per timme och grupp</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Grupp</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Bedömningar</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation>Mest använda stationer</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Inga än.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Räknar…</translation>
    </message>
    <message>
        <source>Director login</source>
        <translation>Inloggning för tävlingsledare</translation>
    </message>
    <message>
        <source>Head director</source>
        <translation>Huvudtävlingsledare</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Lösenord</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Logga in</translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation>Sidan har tappat anslutningen till översiktsservern: uppgifterna nedan kan vara inaktuella.</translation>
    </message>
    <message>
        <source>Click to enable the sound of calls</source>
        <translation>Klicka för att slå på ljudet för anrop</translation>
    </message>
    <message>
        <source>Your name, for acknowledgements:</source>
        <translation>Ditt namn, när du svarar:</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements (no --ack-central): acknowledge at the station.</source>
        <translation>Den här sidan kan inte registrera svar (ingen --ack-central): svara vid stationen.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation>Sökning: {query}</translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation>Skriv en kvittokod från en utmaningslapp (t.ex. GK-0042) eller ett ord.</translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation>Ingen post matchar.</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>domare tillkallad</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Rond {round} · Bord {table} · {one} mot {two}</translation>
    </message>
    <message>
        <source>{game} (joined after the event)</source>
        <translation>{game} (kopplat efter turneringen)</translation>
    </message>
    <message>
        <source>no game at Table {table} this round</source>
        <translation>inget parti vid bord {table} denna rond</translation>
    </message>
    <message>
        <source>look-up from a table with no game this round</source>
        <translation>uppslag från ett bord utan parti denna rond</translation>
    </message>
    <message>
        <source>look-up from a game already scored</source>
        <translation>uppslag för ett parti som redan är rapporterat</translation>
    </message>
    <message>
        <source>{division} is rated {rating} in the pairings; judged with {lexicon}</source>
        <translation>{division} har ratingsystemet {rating} i lottningen; bedömd med {lexicon}</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>Division {division}: {problem}</source>
        <translation>Grupp {division}: {problem}</translation>
    </message>
    <message>
        <source>relay: {error}</source>
        <translation>överföring: {error}</translation>
    </message>
    <message>
        <source>relay stopped, {why}</source>
        <translation>överföringen stoppad, {why}</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation>Livstecken till översikten: av (ingen central logg inställd).</translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation>Livstecken till översikten: den centrala loggen går inte att nå. Senaste fel: {error}</translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation>Livstecken till översikten: ansluter…</translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation>Livstecken till översikten: skickat för {seconds} s sedan.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Type the challenged words first, then press {key}.</source>
        <translation>Skriv först de utmanade orden, tryck sedan {key}.</translation>
    </message>
    <message>
        <source>Correct the words marked in red, then press {key}.</source>
        <translation>Rätta orden som är markerade med rött, tryck sedan {key}.</translation>
    </message>
    <message>
        <source>Choose your division first: press {keys}.</source>
        <translation>Välj grupp först: tryck {keys}.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>INTE REGISTRERAT: tävlingsledaren måste kvittera det här avgörandet ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>Utmaningar i {name} kan inte avgöras här nu: kalla på tävlingsledaren.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Skriv bordsnumret (1 till {most}) med siffertangenterna och tryck Enter.</translation>
    </message>
    <message>
        <source>Press 1 if this is your game, 0 if it is not.</source>
        <translation>Tryck 1 om detta är ert parti, 0 om det inte är det.</translation>
    </message>
    <message>
        <source>Press the number of your game ({keys}), or 0 if none of them is yours.</source>
        <translation>Tryck numret på ert parti ({keys}), eller 0 om inget av dem är ert.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Tryck en siffra från 1 till {most}: hur många ord utmanas?</translation>
    </message>
    <message>
        <source>From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.</source>
        <translation>Från och med nu bedömer {division} med {new} (var {old}): bedömningstangenten bedömer med {new}.</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Öppnar granskningsloggen: avgörandet kommer om ett ögonblick.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>Mer tar inte stationen emot: {limit} tecken.</translation>
    </message>
    <message>
        <source>{keys} or {last}</source>
        <translation>{keys} eller {last}</translation>
    </message>
    <message>
        <source>A table number has at most {digits} digits (1 to {most}): the {digit} after {typed} was not added.</source>
        <translation>Ett bordsnummer har högst {digits} siffror (1 till {most}): {digit} efter {typed} lades inte till.</translation>
    </message>
</context>
<context>
    <name>LexiconBuild</name>
    <message>
        <source>longer than {most} letters, so not a word</source>
        <translation>längre än {most} bokstäver, alltså inget ord</translation>
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
  ... och {more} till</translation>
    </message>
    <message>
        <source>{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>{file}: ordfilerna innehåller fler än {most} ord, fler än en ordlista får innehålla (de största publicerade ordlistorna har omkring 3 miljoner)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file}: {why}</translation>
    </message>
    <message>
        <source>{file}: {why} (read as {format})</source>
        <translation>{file}: {why} (läst som {format})</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with --skip-invalid to leave them out</source>
        <translation>rader som inte är ord i alfabetet ({alphabet}): {count}; rätta dem eller bygg med --skip-invalid för att utelämna dem</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped reading; fix them, or build with --skip-invalid to leave them out (it reads every line and counts them)</source>
        <translation>rader som inte är ord i alfabetet ({alphabet}): fler än {count}, så läsningen avbröts; rätta dem eller bygg med --skip-invalid för att utelämna dem (då läses och räknas varje rad)</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines</source>
        <translation>{message}
{rejects}
  ... och fler: avbröt efter {count} felaktiga rader</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? try --alphabet {alphabet}</source>
        <translation>{message}
{rejects}
  ... och fler: avbröt efter {count} felaktiga rader; är listan i ett annat alfabet? prova --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? every line read is a word of {alphabets} (--alphabet NAME)</source>
        <translation>{message}
{rejects}
  ... och fler: avbröt efter {count} felaktiga rader; är listan i ett annat alfabet? varje läst rad är ett ord i {alphabets} (--alphabet NAMN)</translation>
    </message>
    <message>
        <source>no words found in the input</source>
        <translation>inga ord hittades i indata</translation>
    </message>
    <message>
        <source>no words found in the input ({skipped} longer than {board} letters left out)</source>
        <translation>inga ord hittades i indata ({skipped} ord längre än {board} bokstäver utelämnades)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words, not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>ordfilerna innehåller {listed} ord, inte {expected} som förväntat; kontrollera att det är rätt filer (inget har skrivits)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words ({skipped} longer than {board} letters left out), not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>ordfilerna innehåller {listed} ord ({skipped} längre än {board} bokstäver utelämnade), inte {expected} som förväntat; kontrollera att det är rätt filer (inget har skrivits)</translation>
    </message>
    <message>
        <source>unknown input format {name}; known: {known}</source>
        <translation>okänt indataformat {name}; kända format: {known}</translation>
    </message>
    <message>
        <source>the file is in no known word-list format</source>
        <translation>filen är inte i något känt format för ordfiler</translation>
    </message>
    <message>
        <source>the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or damaged</source>
        <translation>ordgrafen slutar mitt i en nod ({stray} överblivna byte); filen är avkortad eller skadad</translation>
    </message>
    <message>
        <source>the file is too short to be a Quackle lexicon (truncated?)</source>
        <translation>filen är för kort för att vara en Quackle-ordlista (avkortad?)</translation>
    </message>
    <message>
        <source>Quackle lexicon format version {version} is not supported (only version 1)</source>
        <translation>formatversion {version} för Quackle-ordlistor stöds inte (bara version 1)</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle lexicon</source>
        <translation>bokstav {number} i filens alfabet går inte att läsa; filen är skadad eller ingen Quackle-ordlista</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is not UTF-8 text; the file is damaged</source>
        <translation>bokstav {number} i filens alfabet är inte UTF-8-text; filen är skadad</translation>
    </message>
    <message>
        <source>the file has no word graph; it is truncated</source>
        <translation>filen saknar ordgraf; den är avkortad</translation>
    </message>
    <message>
        <source>the header says {count} words but the word graph holds {found}; the file is damaged</source>
        <translation>filhuvudet anger {count} ord men ordgrafen innehåller {found}; filen är skadad</translation>
    </message>
    <message>
        <source>its checksum does not match its words (the hash in its header is not that of the word list it holds); the file is damaged</source>
        <translation>kontrollsumman stämmer inte med orden (hashvärdet i filhuvudet motsvarar inte orden i filen); filen är skadad</translation>
    </message>
    <message>
        <source>the word graph uses letter number {number}, but the file's alphabet has only {count} letters; the file is damaged</source>
        <translation>ordgrafen använder bokstav nummer {number}, men filens alfabet har bara {count} bokstäver; filen är skadad</translation>
    </message>
    <message>
        <source>its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged</source>
        <translation>alfabetet anger brickan {tile} två gånger (”{first}” och ”{second}”); filen är skadad</translation>
    </message>
    <message>
        <source>its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}</source>
        <translation>orden använder {letters}, som inte är en bricka i alfabetet ({alphabet}); {hint}</translation>
    </message>
    <message>
        <source>its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}</source>
        <translation>orden använder {letters}, som inte är brickor i alfabetet ({alphabet}); {hint}</translation>
    </message>
    <message>
        <source>build with --alphabet {alphabet}</source>
        <translation>bygg med --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>build with the --alphabet it was made for ({alphabets} fit)</source>
        <translation>bygg med det --alphabet som filen gjordes för ({alphabets} passar)</translation>
    </message>
    <message>
        <source>no shipped alphabet has all of its letters</source>
        <translation>inget medföljande alfabet innehåller alla filens bokstäver</translation>
    </message>
    <message>
        <source>the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file</source>
        <translation>filens längd är inte ett helt antal noder på 4 byte; den är avkortad eller ingen .kwg-fil</translation>
    </message>
    <message>
        <source>node 0 is not a word graph header; the file is damaged or not a .kwg file</source>
        <translation>nod 0 är inget huvud för en ordgraf; filen är skadad eller ingen .kwg-fil</translation>
    </message>
    <message>
        <source>tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet this file was built with (--alphabet)</source>
        <translation>brickan {tile} finns inte i alfabetet ({alphabet}, {count} brickor); välj det alfabet som filen byggdes med (--alphabet)</translation>
    </message>
    <message>
        <source>a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged</source>
        <translation>ett ord i ordgrafen innehåller bricka 0 (GADDAG-avgränsaren); filen är skadad</translation>
    </message>
    <message>
        <source>it has {lines} lines, more than the {most} words a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>den har {lines} rader, fler än de {most} ord som en ordlista får innehålla (de största publicerade ordlistorna har omkring 3 miljoner)</translation>
    </message>
    <message>
        <source>line {line} is not UTF-8 text; save the list as UTF-8 and build again</source>
        <translation>rad {line} är inte UTF-8-text; spara filen som UTF-8 och bygg igen</translation>
    </message>
    <message>
        <source>the first letters are at node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>de första bokstäverna ligger vid nod {node}, men filen har bara {count} noder; filen är skadad eller avkortad</translation>
    </message>
    <message>
        <source>node {node} refers to node {target}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>nod {node} hänvisar till nod {target}, men filen har bara {count} noder; filen är skadad eller avkortad</translation>
    </message>
    <message>
        <source>the word graph leads back to node {node} (it loops); the file is damaged</source>
        <translation>ordgrafen leder tillbaka till nod {node} (den går i en slinga); filen är skadad</translation>
    </message>
    <message>
        <source>the group of letters at node {node} runs past the end of the file (no last letter); the file is damaged or truncated</source>
        <translation>bokstavsgruppen vid nod {node} fortsätter förbi filens slut (ingen sista bokstav); filen är skadad eller avkortad</translation>
    </message>
    <message>
        <source>the letters at node {node} lead back to node {target} (the word graph loops); the file is damaged</source>
        <translation>bokstäverna vid nod {node} leder tillbaka till nod {target} (ordgrafen går i en slinga); filen är skadad</translation>
    </message>
    <message>
        <source>node {node} neither ends a word nor leads to more letters; the file is damaged</source>
        <translation>nod {node} varken avslutar ett ord eller leder vidare till fler bokstäver; filen är skadad</translation>
    </message>
    <message>
        <source>the letters of nodes {first} to {last} are not in order; the file is damaged</source>
        <translation>bokstäverna i noderna {first} till {last} är inte sorterade; filen är skadad</translation>
    </message>
    <message>
        <source>the word graph holds a word longer than {most} letters; the file is damaged or not a word list</source>
        <translation>ordgrafen innehåller ett ord som är längre än {most} bokstäver; filen är skadad eller ingen ordfil</translation>
    </message>
    <message>
        <source>the word graph holds more than {most} words, more than a word list may hold; the file is damaged</source>
        <translation>ordgrafen innehåller fler än {most} ord, fler än en ordfil får innehålla; filen är skadad</translation>
    </message>
    <message>
        <source>the word graph holds more words than the {count} its header states; the file is damaged</source>
        <translation>ordgrafen innehåller fler ord än de {count} som filhuvudet anger; filen är skadad</translation>
    </message>
    <message>
        <source>node {node} leads back into its own word (the word graph loops); the file is damaged</source>
        <translation>nod {node} leder tillbaka in i sitt eget ord (ordgrafen går i en slinga); filen är skadad</translation>
    </message>
    <message>
        <source>the word graph refers to node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>ordgrafen hänvisar till nod {node}, men filen har bara {count} noder; filen är skadad eller avkortad</translation>
    </message>
    <message>
        <source>{file}: is {size}, more than the {limit} a word list may be; is it the right file?</source>
        <translation>{file}: är på {size}, men en ordfil får vara högst {limit}; är det rätt fil?</translation>
    </message>
    <message>
        <source>over {limit}</source>
        <translation>över {limit}</translation>
    </message>
    <message>
        <source>{file}: file not found</source>
        <translation>{file}: filen hittades inte</translation>
    </message>
    <message>
        <source>{file}: is a folder, not a word list</source>
        <translation>{file}: är en mapp, inte en ordfil</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({why})</source>
        <translation>{file}: kan inte läsas ({why})</translation>
    </message>
    <message>
        <source>{file}: is not a regular file (a device, pipe or socket); give a word-list file</source>
        <translation>{file}: är ingen vanlig fil (utan en enhet, pipe eller socket); ange en ordfil</translation>
    </message>
    <message>
        <source>{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list (or is a gzip bomb)</source>
        <translation>{file}: packas upp till mer än {limit}, vilket är för stort för en ordfil; det är ingen ordfil (eller en gzip-bomb)</translation>
    </message>
    <message>
        <source>{file}: damaged gzip file ({why})</source>
        <translation>{file}: skadad gzip-fil ({why})</translation>
    </message>
</context>
<context>
    <name>Lexicons</name>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation>ingen ordlista med namnet {name} är installerad på den här stationen</translation>
    </message>
    <message>
        <source>the list {name} with fingerprint {fingerprint} is not installed on this station</source>
        <translation>listan {name} med fingeravtryck {fingerprint} är inte installerad på den här stationen</translation>
    </message>
    <message>
        <source>two lexicon files are called {name} with different word lists ({first}, {second}): remove the wrong one</source>
        <translation>två lexikonfiler heter {name} med olika ordlistor ({first}, {second}): ta bort den felaktiga</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>filen hittades inte</translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation>är en mapp, inte en ordlistefil</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>kan inte läsas ({why})</translation>
    </message>
    <message>
        <source>is larger than {limit} MB: not a lexicon file</source>
        <translation>är större än {limit} MB: ingen lexikonfil</translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation>kontrollsumman stämmer inte: filen är skadad eller har ändrats; använd den inte</translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation>{why}; använd inte den här filen</translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation>filen har ändrats; använd den inte</translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation>ordgrafen stämmer inte med hashvärdet i filhuvudet: {altered}</translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation>ordgrafen går inte att läsa ({why})</translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation>innehåller {found} ord men filhuvudet anger {count}</translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation>innehåller inga ord; använd den inte</translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation>orden stämmer inte med fingeravtrycket: {altered}</translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation>orden är {shortest}–{longest} bokstäver långa men filhuvudet anger {least}–{most}: {altered}</translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation>filhuvudet går inte att läsa; filen är skadad</translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station's software</source>
        <translation>skapad med en nyare lexicon-build (format {version}); uppdatera stationens programvara</translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation>alfabetet är ogiltigt: {why}</translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation>{what} saknas eller är skadat i filhuvudet</translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation>filen är avkortad (den slutar inne i filhuvudet)</translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation>ingen ordlistefil (bygg en från en ordfil med lexicon-build)</translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation>filen är avkortad (kopiera den igen från originalet)</translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>längdfältet för filhuvudet är skadat (resten av filen är komplett); använd den inte, kopiera den igen från originalet</translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation>längdfältet för filhuvudet är skadat och filen är ofullständig; kopiera den igen från originalet</translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>längdfältet för ordgrafen är skadat (resten av filen är komplett); använd den inte, kopiera den igen från originalet</translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation>filen har oväntade byte i slutet; den är skadad</translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation>ordgrafen får läsaren att fastna i en slinga (inget svar på {seconds} s): filen är skadad eller förfalskad; använd den inte</translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation>kan inte kontrolleras: {why}</translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation>ordgrafen får läsaren att krascha ({signal}): filen är skadad eller förfalskad; använd den inte</translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation>signal {number}</translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation>avvisad av ordlistekontrollen</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>Installerade {lexicon}: %n ord, fingeravtryck {fingerprint}.</numerusform>
            <numerusform>Installerade {lexicon}: %n ord, fingeravtryck {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage}: %n ord</numerusform>
            <numerusform>{stage}: %n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>a .clex file made with lexicon-build</source>
        <translation>en .clex-fil gjord med lexicon-build</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bläddra…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installera</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Ta bort markerade</translation>
    </message>
    <message>
        <source>word lists, separated by ;  (text, .gz, .dawg, .kwg)</source>
        <translation>ordfiler, åtskilda med ;  (text, .gz, .dawg, .kwg)</translation>
    </message>
    <message>
        <source>published word count (optional)</source>
        <translation>publicerat antal ord (valfritt)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importera</translation>
    </message>
    <message>
        <source>Word lists</source>
        <translation>Ordfiler</translation>
    </message>
    <message>
        <source>Lexicon name</source>
        <translation>Ordlistans namn</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabet</translation>
    </message>
    <message>
        <source>Expected words</source>
        <translation>Förväntat antal ord</translation>
    </message>
    <message>
        <source>Import word lists</source>
        <translation>Importera ordfiler</translation>
    </message>
    <message>
        <source>Install a lexicon file</source>
        <translation>Installera en ordlista från fil</translation>
    </message>
    <message>
        <source>{lexicon} (built in)</source>
        <translation>{lexicon} (inbyggd)</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordlista</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingeravtryck</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Källor</translation>
    </message>
    <message>
        <source>Built</source>
        <comment>when the lexicon file was built</comment>
        <translation>Byggd</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Används av</translation>
    </message>
    <message>
        <source>Refused: {problem}</source>
        <translation>Avvisad: {problem}</translation>
    </message>
    <message>
        <source>Lexicon file</source>
        <translation>Fil med ordlista</translation>
    </message>
    <message>
        <source>Lexicon files (*.clex)</source>
        <translation>Ordlistor (*.clex)</translation>
    </message>
    <message>
        <source>Choose a lexicon file first.</source>
        <translation>Välj först en fil med ordlista.</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>Kontrollerar {file}…</translation>
    </message>
    <message>
        <source>Not installed: {error}</source>
        <translation>Inte installerad: {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Inte installerad</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Välj en ordlista att ta bort.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>Ta bort {lexicon} från den här stationen?</translation>
    </message>
    <message>
        <source>Remove lexicon</source>
        <translation>Ta bort ordlista</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>Inte borttagen</translation>
    </message>
    <message>
        <source>Removed {lexicon}.</source>
        <translation>Tog bort {lexicon}.</translation>
    </message>
    <message>
        <source>Give the word lists and a name for the lexicon.</source>
        <translation>Ange ordfilerna och ett namn på ordlistan.</translation>
    </message>
    <message>
        <source>The expected word count must be a whole number.</source>
        <translation>Det förväntade antalet ord måste vara ett heltal.</translation>
    </message>
    <message>
        <source>Importing {lexicon}…</source>
        <translation>Importerar {lexicon}…</translation>
    </message>
    <message>
        <source>cannot write the lexicon: {error}</source>
        <translation>kan inte skriva ordlistan: {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>datorn fick slut på minne när ordlistan byggdes; kontrollera filerna</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>importen avbröts: {error}</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>Importen misslyckades: inget installerades.</translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} avgör nu med {lexicon} (%n ord, fingeravtryck {fingerprint}).</numerusform>
            <numerusform>{division} avgör nu med {lexicon} (%n ord, fingeravtryck {fingerprint}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{division} still judges with ENABLE: {why}</source>
        <translation>{division} avgör fortfarande med ENABLE: {why}</translation>
    </message>
    <message>
        <source>No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.</source>
        <translation>Ingen grupp avgör med {lexicon}: välj den för en grupp på fliken Profiler och regler.</translation>
    </message>
    <message>
        <source>Not switched</source>
        <translation>Inte bytt</translation>
    </message>
</context>
<context>
    <name>Pin</name>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation>PIN-koden måste ha minst {least} tecken</translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation>PIN-koden får inte börja eller sluta med mellanslag</translation>
    </message>
    <message>
        <source>the PIN may have at most {most} characters</source>
        <translation>PIN-koden får ha högst {most} tecken</translation>
    </message>
    <message>
        <source>the PIN holds a control or invisible character, which no keyboard types</source>
        <translation>PIN-koden innehåller ett styrtecken eller osynligt tecken, som inget tangentbord skriver</translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation>PIN-koden godkänd</translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation>Fel PIN-kod. {wait}</translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation>Fel PIN-kod. 1 försök kvar innan du måste vänta.</translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation>Fel PIN-kod. {left} försök kvar innan du måste vänta.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation>För många felaktiga PIN-koder: försök igen om {minutes} min {seconds} s.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation>För många felaktiga PIN-koder: försök igen om {seconds} s.</translation>
    </message>
    <message>
        <source>No PIN can be checked: the station's settings file cannot be read. Fix or move station.toml on this computer.</source>
        <translation>Ingen PIN-kod kan kontrolleras: stationens inställningsfil går inte att läsa. Laga eller flytta station.toml på den här datorn.</translation>
    </message>
</context>
<context>
    <name>PinScreen</name>
    <message>
        <source>Back to the station</source>
        <translation>Tillbaka till stationen</translation>
    </message>
    <message>
        <source>Set the director PIN</source>
        <translation>Ange tävlingsledarens PIN-kod</translation>
    </message>
    <message>
        <source>Director mode</source>
        <translation>Tävlingsledarläge</translation>
    </message>
    <message>
        <source>Choose a PIN of at least {length} characters. It opens director mode (Ctrl+Alt+Shift+D on the station) and is stored only as a hash.</source>
        <translation>Välj en PIN-kod på minst {length} tecken. Den öppnar tävlingsledarläget (Ctrl+Alt+Shift+D på stationen) och sparas bara som en hash.</translation>
    </message>
    <message>
        <source>Type the director PIN, then press Enter.</source>
        <translation>Skriv tävlingsledarens PIN-kod och tryck Enter.</translation>
    </message>
    <message>
        <source>new PIN</source>
        <translation>ny PIN-kod</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-kod</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>samma PIN-kod igen</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Spara PIN-kod</translation>
    </message>
    <message>
        <source>Open director mode</source>
        <translation>Öppna tävlingsledarläget</translation>
    </message>
    <message>
        <source>The two PINs differ. Type them again.</source>
        <translation>De två PIN-koderna skiljer sig åt. Skriv dem igen.</translation>
    </message>
    <message>
        <source>Not set: {error}.</source>
        <translation>Inte sparad: {error}.</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Choose your division</source>
        <translation>Välj grupp</translation>
    </message>
    <message>
        <source>Not available at this station now: call the director</source>
        <translation>Inte tillgänglig här nu: kalla på tävlingsledaren</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>UTMANARE: skriv varje ord du utmanar, åtskilda med mellanslag eller Enter</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>UTMANAD SPELARE: kontrollera stavningen, tryck sedan {key}</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Esc rensar alla ord  ·  {out} markerar draget som avslutade matchen</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key}: kalla på en domare (en person) i stället för datorn</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>UTMANARE: skriv alla ord du utmanar  ·  Esc rensar allt  ·  {out} sista draget</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>SISTA DRAGET: inget straff för misslyckad utmaning  ·  {out} för att ångra</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n ord angivet</numerusform>
            <numerusform>%n ord angivna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>typed twice</source>
        <translation>skrivet två gånger</translation>
    </message>
    <message>
        <source>YES — ACCEPTABLE</source>
        <translation>JA — GODKÄNT</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NEJ — UNDERKÄNT</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>GODKÄNT</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>UNDERKÄNT</translation>
    </message>
    <message>
        <source>Write on the slip:  {receipt}</source>
        <translation>Skriv på lappen:  {receipt}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>INTE REGISTRERAT: granskningsloggen är otillgänglig. Kalla på tävlingsledaren nu.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Tryck på en tangent för att fortsätta</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>BORDSNUMMER?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Skriv ditt bordsnummer (1 till {most}) med siffertangenterna.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Enter: fortsätt  ·  Backspace: rätta  ·  Esc: börja om</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>HUR MÅNGA ORD?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Tryck antalet ord du utmanar (1 till {most}). Bara så många ord kan avgöras.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Bord {table}: tryck antalet ord du utmanar (1 till {most}). Bara så många ord kan avgöras.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Esc: tillbaka</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>NYSS AVGJORT</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>En utmaning i {division} avgjordes för %n sekund sedan.</numerusform>
            <numerusform>En utmaning i {division} avgjordes för %n sekunder sedan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>En utmaning i {division}, bord {table}, avgjordes för %n sekund sedan.</numerusform>
            <numerusform>En utmaning i {division}, bord {table}, avgjordes för %n sekunder sedan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>Koden på lappen: {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Om de här orden hör till samma drag förbjuder reglerna att de avgörs var för sig: alla utmanade ord i ett drag skrivs in tillsammans, och efter UNDERKÄNT skrivs inga fler ord in (NSA IV.J.2, NASPA 6.2 ”Improper Lookups” (otillåtna uppslag)).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key}: avgör de här orden ändå (det registreras)  ·  annan tangent: tillbaka till orden</translation>
    </message>
    <message>
        <source>For comparison, {lexicon}: {verdict} (does not count)</source>
        <translation>Som jämförelse, {lexicon}: {verdict} (räknas inte)</translation>
    </message>
    <message>
        <source>A director must clear this screen (director PIN)</source>
        <translation>Bara tävlingsledaren kan rensa den här skärmen (PIN-kod)</translation>
    </message>
    <message>
        <source>IS THIS YOUR GAME?</source>
        <translation>ÄR DETTA ERT PARTI?</translation>
    </message>
    <message>
        <source>WHICH IS YOUR GAME?</source>
        <translation>VILKET ÄR ERT PARTI?</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two} ({first} first)</source>
        <translation>Spelplan {board} · {one} mot {two} ({first} börjar)</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two}</source>
        <translation>Spelplan {board} · {one} mot {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two} ({first} first)</source>
        <translation>Rond {round} · Bord {table} · {one} mot {two} ({first} börjar)</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Rond {round} · Bord {table} · {one} mot {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Rond {round} · Bord {table}</translation>
    </message>
    <message>
        <source>The pairings have not been updated since {time}: check that this is your game.</source>
        <translation>Lottningen har inte uppdaterats sedan {time}: kontrollera att detta är ert parti.</translation>
    </message>
    <message>
        <source>The pairings say this game is already scored: check it is yours.</source>
        <translation>Enligt lottningen är detta parti redan rapporterat: kontrollera att det är ert.</translation>
    </message>
    <message>
        <source>From the event's pairings.</source>
        <translation>Från turneringens lottning.</translation>
    </message>
    <message>
        <source>1 or Enter: yes, our game  ·  0: not our game (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 eller Enter: ja, vårt parti  ·  0: inte vårt parti (fortsätt med bara bordsnumret)  ·  Esc: ändra bordsnumret</translation>
    </message>
    <message>
        <source>1 or 2: our game  ·  0: neither (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 eller 2: vårt parti  ·  0: inget av dem (fortsätt med bara bordsnumret)  ·  Esc: ändra bordsnumret</translation>
    </message>
    <message>
        <source>1 to {last}: our game  ·  0: none of these (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 till {last}: vårt parti  ·  0: inget av dem (fortsätt med bara bordsnumret)  ·  Esc: ändra bordsnumret</translation>
    </message>
    <message>
        <source>A DIRECTOR IS COMING</source>
        <translation>EN TÄVLINGSLEDARE KOMMER</translation>
    </message>
    <message>
        <source>NOBODY HAS ANSWERED YET</source>
        <translation>INGEN HAR SVARAT ÄNNU</translation>
    </message>
    <message>
        <source>FETCH THE DIRECTOR</source>
        <translation>HÄMTA TÄVLINGSLEDAREN</translation>
    </message>
    <message>
        <source>AN ADJUDICATOR HAS BEEN CALLED</source>
        <translation>EN DOMARE ÄR TILLKALLAD</translation>
    </message>
    <message>
        <source>AN ARBITER HAS BEEN CALLED</source>
        <translation>EN DOMARE ÄR TILLKALLAD</translation>
    </message>
    <message>
        <source>A WORD JUDGE HAS BEEN CALLED</source>
        <translation>EN DOMARE ÄR TILLKALLAD</translation>
    </message>
    <message>
        <source>Your call was answered. Stay at the station.</source>
        <translation>Anropet har besvarats. Stanna vid stationen.</translation>
    </message>
    <message>
        <source>Nobody has answered yet: fetch the director. The other player stays here.</source>
        <translation>Ingen har svarat ännu: hämta tävlingsledaren. Den andra spelaren stannar här.</translation>
    </message>
    <message>
        <source>This station cannot call anyone: one player fetches the director, the other stays here. The call is recorded.</source>
        <translation>Den här stationen kan inte kalla på någon: en spelare hämtar tävlingsledaren, den andra stannar här. Anropet är registrerat.</translation>
    </message>
    <message>
        <source>Stay at the station: the call is on the directors' screen.</source>
        <translation>Stanna vid stationen: anropet syns på tävlingsledarnas skärm.</translation>
    </message>
    <message>
        <source>{key}: the adjudicator is here, back to the station</source>
        <translation>{key}: domaren är här, tillbaka till stationen</translation>
    </message>
    <message>
        <source>{key}: the arbiter is here, back to the station</source>
        <translation>{key}: domaren är här, tillbaka till stationen</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key}: domaren är här, tillbaka till stationen</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>Registrerar avgörandet i granskningsloggen…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Ingen tangent tryckt: skärmen töms om %n s</numerusform>
            <numerusform>Ingen tangent tryckt: skärmen töms om %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Granskningslogg otillgänglig: kalla på tävlingsledaren</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Ordlistor: {names}</translation>
    </message>
    <message>
        <source>No lexicon loaded</source>
        <translation>Ingen ordlista inläst</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>Station: {name}</source>
        <translation>Station: {name}</translation>
    </message>
    <message>
        <source>This station is not ready</source>
        <translation>Den här stationen är inte klar</translation>
    </message>
    <message>
        <source>Call the director.</source>
        <translation>Kalla på tävlingsledaren.</translation>
    </message>
    <message>
        <source>No profile is set up.</source>
        <translation>Ingen profil är inställd.</translation>
    </message>
    <message>
        <source>Something unexpected happened: {message}. It was recorded. A director's PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Något oväntat hände: {message}. Det har registrerats. Tävlingsledarens PIN-kod (Ctrl+Alt+Shift+D) rensar den här skärmen.</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>Granskningsloggen öppnades inte inom {seconds} s: kalla på tävlingsledaren.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Ni angav %n ord;</numerusform>
            <numerusform>Ni angav %n ord;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>%n är inskrivet.</numerusform>
            <numerusform>%n är inskrivna.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type exactly {declared}.</source>
        <translation>Skriv exakt {declared}.</translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>Draget står kvar. Den utmanade spelaren får %n poäng extra</numerusform>
            <numerusform>Draget står kvar. Den utmanade spelaren får %n poäng extra</numerusform>
        </translation>
    </message>
    <message>
        <source>The challenger does not lose the turn.</source>
        <translation>Utmanaren förlorar inte turen.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n ord × {points}</numerusform>
            <numerusform>%n ord × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} for the play</source>
        <translation>{points} för draget</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>{character} is not a letter of the {alphabet} alphabet</source>
        <translation>{character} är inte en bokstav i alfabetet ({alphabet})</translation>
    </message>
    <message>
        <source>"{word}": {reason}</source>
        <translation>"{word}": {reason}</translation>
    </message>
    <message>
        <source>"{word}" is too short: a word has at least {least} letters</source>
        <translation>"{word}" är för kort: ett ord har minst {least} bokstäver</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>För kort: ett ord har minst {least} bokstäver</translation>
    </message>
    <message>
        <source>"{word}" has {letters} letters: a word has at most {most}</source>
        <translation>"{word}" har {letters} bokstäver: ett ord har högst {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>För långt: {letters} bokstäver: ett ord har högst {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Skriv minst ett ord</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>{typed} ord inskrivna: högst {most} kan utmanas samtidigt</translation>
    </message>
    <message>
        <source>The audit log cannot be written: {why}. Nothing is judged.</source>
        <translation>Granskningsloggen kan inte skrivas: {why}. Inget avgörs.</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation>Granskningsloggen kan inte öppnas: {why}</translation>
    </message>
    <message>
        <source>The station's id cannot be read or written in {home}: {why}</source>
        <translation>Stationens id kan inte läsas eller skrivas i {home}: {why}</translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation>Stationens inställningsfil: {why}</translation>
    </message>
    <message>
        <source>waiting for {lexicon} from the head director (event plan {serial})</source>
        <translation>väntar på {lexicon} från tävlingsledaren (plan {serial})</translation>
    </message>
    <message>
        <source>event plan {serial} has ended: waiting for the next plan from the head director</source>
        <translation>tävlingsplan {serial} har löpt ut: väntar på nästa plan från tävlingsledaren</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n ord, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n ord, {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no federation preset</comment>
        <translation>(inget)</translation>
    </message>
    <message>
        <source>the log and director mode only</source>
        <translation>bara loggen och tävlingsledarläget</translation>
    </message>
    <message>
        <source>players too, under the verdict</source>
        <translation>även spelarna, under avgörandet</translation>
    </message>
    <message>
        <source>Ask the table number first (every multi-table event)</source>
        <translation>Fråga efter bordsnummer först (alla tävlingar med flera bord)</translation>
    </message>
    <message>
        <source>Ask how many words before they are typed</source>
        <translation>Fråga hur många ord innan de skrivs in</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Spara profil</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Ny profil</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Ta bort profil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Förbundsinställning</translation>
    </message>
    <message>
        <source>Players' language</source>
        <translation>Spelarnas språk</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordlista</translation>
    </message>
    <message>
        <source>Lexicon credit line</source>
        <translation>Källhänvisning för ordlistan</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Utmaningsregel</translation>
    </message>
    <message>
        <source>Colour band</source>
        <translation>Färgband</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Jämförelse</translation>
    </message>
    <message>
        <source>Second opinion shown to</source>
        <translation>Jämförelse visas för</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon}: KAN INTE ANVÄNDAS ({problem})</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Färg</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no second-opinion lexicon</comment>
        <translation>(ingen)</translation>
    </message>
    <message>
        <source>Clock: {said}</source>
        <translation>Klocka: {said}</translation>
    </message>
    <message>
        <source>The event plan sets this division's list and rule: {lexicon}, {rule}, from plan {serial}</source>
        <translation>Evenemangsplanen bestämmer listan och regeln för den här gruppen: {lexicon}, {rule}, från plan {serial}</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Regel: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event's own rules before the first round.</source>
        <translation>Kontrollera regeln mot tävlingens regler före första ronden.</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Ändra stationen</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profiler</translation>
    </message>
    <message>
        <source>A station needs at least one profile.</source>
        <translation>En station behöver minst en profil.</translation>
    </message>
    <message>
        <source>Remove profile {profile}?</source>
        <translation>Ta bort profilen {profile}?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Inte ändrat</translation>
    </message>
</context>
<context>
    <name>Relay</name>
    <message>
        <source>station {station}: {difference}</source>
        <translation>station {station}: {difference}</translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation>avviker från och med post {seq}: {message}</translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation>den centrala loggen har låst en annan signeringsnyckel för den här stationen (station-key.pem har bytts ut eller kopierats från en annan station)</translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation>post {seq} saknas på den här stationen</translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation>post {seq} länkar inte till post {previous}</translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation>post {seq}: {reason}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation>Granskningsrapport: {where}</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>med anteckning</translation>
    </message>
    <message>
        <source>out play</source>
        <translation>sista draget</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>klocksprång</translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation>ny post {receipt}.</translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation>manuell kontroll: {result}.</translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation>{points} poängs avdrag för {player}.</translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation>kompenserat: {what}.</translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(gäller nr {seq}, station {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(gäller post {record})</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>nr {seq}</translation>
    </message>
    <message>
        <source>UTC (the stations' UTC offsets differ)</source>
        <translation>UTC (stationernas UTC-förskjutningar skiljer sig åt)</translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation>lokal tid, {offset}</translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation>Bedömningar per dag ({clock})</translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation>Bedömningar per timme ({clock})</translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation>{acceptable} godkända · {unacceptable} underkända</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Skapad</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Stationer</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inga</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} till {last}</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>inga poster</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Poster</translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation>{records} ({adjudications} bedömningar: {acceptable} godkända, {unacceptable} underkända; {events} händelser)</translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation>Flaggade poster</translation>
    </message>
    <message>
        <source>Clock jumps</source>
        <translation>Klocksprång</translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation>Verifiering av kedjan</translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation>inte kontrollerad för den här rapporten</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Kedjan är intakt: %n post kontrollerad</numerusform>
            <numerusform>Kedjan är intakt: %n poster kontrollerade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n bedömning listas inte här: {command} exporterar alla poster.</numerusform>
            <numerusform>… %n bedömningar listas inte här: {command} exporterar alla poster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n händelse listas inte här: {command} exporterar alla poster.</numerusform>
            <numerusform>… %n händelser listas inte här: {command} exporterar alla poster.</numerusform>
        </translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>BRUTEN KEDJA vid nr {seq} (station {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagram</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation>Godkända och underkända per ordlista</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation>Godkända och underkända per utmaningsregel</translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation>Inga bedömningar i den här rapporten.</translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation>Flaggade poster ({count})</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Inskrivet / detaljer</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgörande</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flaggor</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Anteckningar</translation>
    </message>
    <message>
        <source>The first {shown} of {count} flagged items are listed; {command} --flagged exports them all.</source>
        <translation>De första {shown} av {count} flaggade poster listas; {command} --flagged exporterar alla.</translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation>Inget flaggat eller antecknat.</translation>
    </message>
    <message>
        <source>Clock jumps ({count})</source>
        <translation>Klocksprång ({count})</translation>
    </message>
    <message>
        <source>A record dated earlier than the record before it in its station's chain, or later than the moment this report was made, or (on the central copy) later than the server received it: the station's clock was wrong or was changed. Its place in the chain, not its date, says when it was made.</source>
        <translation>En post daterad tidigare än posten före den i stationens kedja, eller senare än när denna rapport gjordes, eller (i den centrala kopian) senare än servern tog emot den: stationens klocka gick fel eller ändrades. Dess plats i kedjan, inte dess datum, säger när den gjordes.</translation>
    </message>
    <message>
        <source>No clock jumps.</source>
        <translation>Inga klocksprång.</translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation>Bedömningar ({count})</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordlista</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Inskrivet</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per ord</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Kvittokod</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Jämförelse ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation>efter {receipt}</translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation>Stationshändelser ({count})</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation>Resultat per ord är till för tävlingsledare och granskare; stationen visar aldrig spelarna vilket ord som var underkänt.</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Double challenge</source>
        <translation>Dubbel utmaning</translation>
    </message>
    <message>
        <source>5-point challenge</source>
        <translation>5-poängsutmaning</translation>
    </message>
    <message>
        <source>10-point challenge</source>
        <translation>10-poängsutmaning</translation>
    </message>
    <message>
        <source>5-point challenge per play</source>
        <translation>5-poängsutmaning per drag</translation>
    </message>
    <message>
        <source>10-point challenge per play</source>
        <translation>10-poängsutmaning per drag</translation>
    </message>
    <message>
        <source>Single challenge</source>
        <translation>Enkel utmaning</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>Re-adjudicated</source>
        <translation>Bedömd på nytt</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultat av manuell kontroll</translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation>Straff för otillåtet uppslag</translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation>Kompenserat (NSA IV.K.5)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation>Ändrat efter manuell kontroll</translation>
    </message>
    <message>
        <source>Game joined from the final pairings</source>
        <translation>Parti kopplat enligt den slutliga lottningen</translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation>okänt beslut {category}; välj ett av: {choices}</translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation>skriv en anteckning: vad som hände och vem som beslutade det</translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation>anteckningen är längre än {most} tecken</translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation>ange kvittokoden för den nya bedömningen, t.ex. GK-0042</translation>
    </message>
    <message>
        <source>no adjudication in this log has the receipt {receipt}: give the receipt the station showed with the new verdict</source>
        <translation>ingen bedömning i den här loggen har kvittokoden {receipt}: ange kvittokoden som stationen visade med det nya utslaget</translation>
    </message>
    <message>
        <source>{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication</source>
        <translation>{receipt} är kvittokoden för posten som beslutet gäller: ange kvittokoden för den nya bedömningen</translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation>resultatet av den manuella kontrollen är GODKÄNT eller UNDERKÄNT</translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation>ange vilken spelare som bestraffas: utmanaren eller den utmanade</translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation>straffet är ett antal poäng från 1 till 100 (vanligen 10)</translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation>ange vad som kompenserades (poäng, en tur, tid)</translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation>ny post {receipt}</translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation>manuell kontroll: {result}</translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation>{points} poängs avdrag för utmanaren</translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation>{points} poängs avdrag för den utmanade spelaren</translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation>{points} poängs avdrag för {player}</translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation>kompenserat: {compensated}</translation>
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
        <translation>Ingen kontakt med tävlingsledaren sedan {time}</translation>
    </message>
    <message>
        <source>Not in contact with the head director</source>
        <translation>Ingen kontakt med tävlingsledaren</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Överföring: av (ingen central logg inställd).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station's log and the central copy differ (run 'challenge-kiosk audit compare'). {differences}</source>
        <translation>Överföring: stoppad, stationens logg och den centrala kopian skiljer sig åt (kör 'challenge-kiosk audit compare'). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Överföring: den centrala loggen går inte att nå, försöker igen. Senaste fel: {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Överföring: ansluter till den centrala loggen…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Överföring: {copied} kopierade, {waiting} väntar.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Överföring: uppdaterad ({copied} kopierade under den här sessionen).</translation>
    </message>
    <message>
        <source>Short sound on the verdict</source>
        <translation>Kort ljud vid avgörandet</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division's language (a sound if no voice)</source>
        <translation>Läs upp avgörandet på gruppens språk (ett ljud om röst saknas)</translation>
    </message>
    <message>
        <source>Large print and high contrast on player screens</source>
        <translation>Stor text och hög kontrast på spelarskärmarna</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Testa anslutningen</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Spara inställningarna</translation>
    </message>
    <message>
        <source>Restore the last good station file</source>
        <translation>Återställ den senaste fungerande stationsfilen</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Stationsnamn</translation>
    </message>
    <message>
        <source>Judge key</source>
        <translation>Tangent för bedömning</translation>
    </message>
    <message>
        <source>Verdict shown (s)</source>
        <translation>Avgörandet visas (s)</translation>
    </message>
    <message>
        <source>Clear unjudged words after (s)</source>
        <translation>Rensa obedömda ord efter (s)</translation>
    </message>
    <message>
        <source>Split-lookup window (s)</source>
        <translation>Fönster för uppdelade uppslag (s)</translation>
    </message>
    <message>
        <source>Font scale</source>
        <translation>Textskala</translation>
    </message>
    <message>
        <source>Word-judge key</source>
        <translation>Tangent för att kalla på domare</translation>
    </message>
    <message>
        <source>Director mode language</source>
        <translation>Språk i tävlingsledarläge</translation>
    </message>
    <message>
        <source>Central log</source>
        <translation>Central logg</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Asking the central log…</source>
        <translation>Frågar den centrala loggen…</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Ändra stationen</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Inte ändrat</translation>
    </message>
    <message>
        <source>Replace the station's profiles and settings with the last station file that loaded cleanly?</source>
        <translation>Ersätta stationens profiler och inställningar med den senaste stationsfilen som lästes in utan fel?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Återställ</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Inte återställt</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Open to other users, and the station cannot make them private: {files}. Give them to the station's user, or set their modes as an administrator.</source>
        <translation>Öppna för andra användare, och stationen kan inte göra dem privata: {files}. Ge dem till stationens användare, eller ställ in deras behörigheter som administratör.</translation>
    </message>
</context>
<context>
    <name>Unrecorded</name>
    <message>
        <source>line {line}: {why}</source>
        <translation>rad {line}: {why}</translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation>rad {line}: skriven av en äldre version eller ofullständig</translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation>oläslig rad</translation>
    </message>
    <message>
        <source>{file} cannot be read ({why}); nothing in it was changed</source>
        <translation>{file} kan inte läsas ({why}); ingenting i den ändrades</translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation>{added} lades till i loggen som sena poster.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation>{added} lades till i loggen som sena poster, {already} fanns redan i loggen.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation>{added} lades till i loggen som sena poster, {kept} sparades kvar i {file}: {problems}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation>{added} lades till i loggen som sena poster, {already} fanns redan i loggen, {kept} sparades kvar i {file}: {problems}.</translation>
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
        <translation>Lägg till dem i granskningsloggen som sena poster</translation>
    </message>
    <message>
        <source>Shown at (UTC)</source>
        <translation>Visad (UTC)</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Grupp</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgörande</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Inskrivet</translation>
    </message>
    <message>
        <source>Why it was not recorded</source>
        <translation>Varför det inte registrerades</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>
            <numerusform>%n avgörande visades för spelarna medan granskningsloggen inte kunde registrera det. Det behåller tiden då det visades; när det läggs till markeras det som en sen post i kedjan.</numerusform>
            <numerusform>%n avgöranden visades för spelarna medan granskningsloggen inte kunde registrera dem. Vart och ett behåller tiden då det visades; när de läggs till markeras de som sena poster i kedjan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Alla avgöranden som visats vid den här stationen finns i granskningsloggen.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Inte tillagda: {error}</translation>
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
