<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca">
<context>
    <name>ActionBar</name>
    <message>
        <source>Verify chain</source>
        <translation>Verifica la cadena</translation>
    </message>
    <message>
        <source>Add note...</source>
        <translation>Afegeix una nota...</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualitza</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Exporta {format}</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Carpeta...</translation>
    </message>
    <message>
        <source>Language of exported reports and CSV files</source>
        <translation>Llengua dels informes i fitxers CSV exportats</translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation>Exporta tal com està desat (anglès, identificadors de columna)</translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation>Exporta en {language}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Cadena encara no verificada</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>En curs: {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>En curs: {task}… {done} de {total}</translation>
    </message>
</context>
<context>
    <name>Alphabet</name>
    <message>
        <source>Catalan</source>
        <translation>català</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>neerlandès</translation>
    </message>
    <message>
        <source>English</source>
        <translation>anglès</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francès</translation>
    </message>
    <message>
        <source>German</source>
        <translation>alemany</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>noruec</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polonès</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>espanyol</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>suec</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Add a ruling or note to seq {seq}</source>
        <translation>Afegeix una decisió o una nota a seq {seq}</translation>
    </message>
    <message>
        <source>receipt of the new adjudication, e.g. GK-0042</source>
        <translation>codi de butlleta de la nova verificació, p. ex. GK-0042</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>qui impugna</translation>
    </message>
    <message>
        <source>the challenged player</source>
        <translation>el jugador impugnat</translation>
    </message>
    <message>
        <source>what was compensated: points, a turn, time</source>
        <translation>què s'ha compensat: punts, un torn, temps</translation>
    </message>
    <message>
        <source>What happened, and who decided it</source>
        <translation>Què ha passat i qui ho ha decidit</translation>
    </message>
    <message>
        <source>Add to the log</source>
        <translation>Afegeix al registre</translation>
    </message>
    <message>
        <source>Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}</source>
        <translation>Entrada: seq {seq}, butlleta {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Entrada: seq {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Decisió:</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Butlleta nova:</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Resultat de la consulta manual:</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Jugador penalitzat:</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Punts descomptats:</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Compensació:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(a seq {seq}, terminal {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(a l'entrada {record})</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>VÀLIDA</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>NO VÀLIDA</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>vàlida</translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation>no vàlida</translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation>possible verificació fraccionada (NSA IV.J.2)</translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation>nova verificació</translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation>segona opinió diferent</translation>
    </message>
    <message>
        <source>ended without a stop</source>
        <translation>acabada sense aturada</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Butlleta</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Id de l'esdeveniment</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nom del terminal</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation>Registrat (hora UTC)</translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation>Desfasament UTC</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipus</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Taula</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Diccionari</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Empremta</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Regla d'impugnació</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Text escrit</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Paraules</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicte</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per paraula</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Conseqüència</translation>
    </message>
    <message>
        <source>Points to the challenged player</source>
        <translation>Punts per al jugador impugnat</translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation>Perd el torn</translation>
    </message>
    <message>
        <source>Out play</source>
        <translation>Jugada de tancament</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation>Verificació fraccionada de</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Es refereix a</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>previous session ended without a stop</source>
        <translation>sessió anterior acabada sense aturada</translation>
    </message>
    <message>
        <source>back to the division chooser</source>
        <translation>tornada a l’elecció de divisió</translation>
    </message>
    <message>
        <source>event joined</source>
        <translation>torneig afegit</translation>
    </message>
    <message>
        <source>event plan accepted</source>
        <translation>pla del torneig acceptat</translation>
    </message>
    <message>
        <source>event plan refused</source>
        <translation>pla del torneig rebutjat</translation>
    </message>
    <message>
        <source>event plan applied</source>
        <translation>pla del torneig aplicat</translation>
    </message>
    <message>
        <source>word judge call acknowledged</source>
        <translation>crida al jutge atesa</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>qui impugna</translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation>jugador impugnat</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>verificació</translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation>inici del quiosc</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>aturada del quiosc</translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation>accés d'àrbitre correcte</translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation>accés d'àrbitre fallit</translation>
    </message>
    <message>
        <source>director logout</source>
        <translation>sortida del mode àrbitre</translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation>canvi de diccionari</translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation>diccionari instal·lat</translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation>diccionari eliminat</translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation>diccionari rebutjat</translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation>canvi de regla</translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation>canvi de perfil</translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation>canvi de configuració</translation>
    </message>
    <message>
        <source>export made</source>
        <translation>exportació</translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation>verificació de la cadena</translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation>sortida del quiosc</translation>
    </message>
    <message>
        <source>annotation</source>
        <translation>anotació</translation>
    </message>
    <message>
        <source>self test</source>
        <translation>autocomprovació</translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation>migració del registre</translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation>reparació de permisos</translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation>confirmació de veredictes no registrats</translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation>incorporació de veredictes no registrats</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>error inesperat</translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation>paraules esborrades</translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation>avís de verificació fraccionada: tornada enrere</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>crida al jutge de paraules</translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation>arribada del jutge de paraules</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>decisió</translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation>divergència amb el registre central</translation>
    </message>
    <message>
        <source>Receipt referred to</source>
        <translation>Butlleta a què es refereix</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Decisió</translation>
    </message>
    <message>
        <source>Rule cited</source>
        <translation>Regla citada</translation>
    </message>
    <message>
        <source>Penalised player</source>
        <translation>Jugador penalitzat</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Punts de penalització</translation>
    </message>
    <message>
        <source>New receipt</source>
        <translation>Butlleta nova</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>Compensació</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultat de la consulta manual</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Salt de rellotge</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>salt de rellotge</translation>
    </message>
</context>
<context>
    <name>AuditChain</name>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>TRENCADA a seq {seq} (terminal {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation>el contingut no coincideix amb el hash (l'entrada es va modificar després d'escriure-la)</translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation>el text desat no és una entrada vàlida</translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation>la columna {column} ({value}) no coincideix amb l'entrada ({expected})</translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation>no enllaça amb l'entrada {previous} (s'hi va inserir més tard, o l'entrada {previous} es va modificar i se'n va recalcular el hash)</translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation>una altra entrada també té el número de seqüència {seq}</translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation>falta l'entrada {first} (la següent present és la {seq})</translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation>falten les entrades de la {first} a la {last} (la següent present és la {seq})</translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation>el número de seqüència {seq} no és vàlid</translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation>es va desar després d'entrades que la segueixen a la cadena</translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation>a partir d'aquí, les entrades estan desades fora de l'ordre de seqüència</translation>
    </message>
</context>
<context>
    <name>AuditDetails</name>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>{local_time} (UTC {utc_time})</source>
        <translation>{local_time} (UTC {utc_time})</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>{station_name} ({station_id}), seq {seq}</source>
        <translation>{station_name} ({station_id}), seq {seq}</translation>
    </message>
    <message>
        <source>Kind</source>
        <comment>the kind of audit record</comment>
        <translation>Tipus</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Diccionari</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Text escrit</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Paraules</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicte</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per paraula</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Conseqüència</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Font</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Segona opinió</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalls</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flags</comment>
        <translation>cap</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Es refereix a</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Id de l'esdeveniment</translation>
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
        <translation>registre {event_id}…</translation>
    </message>
    <message>
        <source>FLAGGED: {flags}</source>
        <translation>AMB ALERTES: {flags}</translation>
    </message>
    <message>
        <source>Record seq {seq}</source>
        <translation>Entrada seq {seq}</translation>
    </message>
    <message>
        <source>Annotations ({count})</source>
        <translation>Anotacions ({count})</translation>
    </message>
    <message>
        <source>{time}, seq {seq}</source>
        <translation>{time}, seq {seq}</translation>
    </message>
    <message>
        <source>None. Use “Add note...” to add one.</source>
        <translation>Cap. Feu servir «Afegeix una nota...» per afegir-ne una.</translation>
    </message>
</context>
<context>
    <name>AuditJobs</name>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipus</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Text escrit / detalls</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicte</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Diccionari</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>amb anotacions</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Cadena íntegra: %n entrada</numerusform>
            <numerusform>Cadena íntegra: %n entrades</numerusform>
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
        <translation>informe HTML</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Select a record to see its details.</source>
        <translation>Seleccioneu una entrada per veure'n els detalls.</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Lectura del registre</translation>
    </message>
    <message>
        <source>{shown} shown · {flagged} flagged</source>
        <translation>{shown} mostrades · {flagged} amb alertes</translation>
    </message>
    <message>
        <source>The log cannot be read: {error}</source>
        <translation>No es pot llegir el registre: {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task}: s'ha cancel·lat.</translation>
    </message>
    <message>
        <source>Checking the chain…</source>
        <translation>S'està verificant la cadena…</translation>
    </message>
    <message>
        <source>Checking the chain</source>
        <translation>Verificació de la cadena</translation>
    </message>
    <message>
        <source>Cannot check the log: {error}</source>
        <translation>No es pot verificar el registre: {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Nota afegida a seq {seq} (registrada com a seq {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>No s'ha desat la nota: {error}</translation>
    </message>
    <message>
        <source>Saving the note on seq {seq}…</source>
        <translation>S'està desant la nota a seq {seq}…</translation>
    </message>
    <message>
        <source>Saving the note</source>
        <translation>Desament de la nota</translation>
    </message>
    <message>
        <source>Exporting {format}…</source>
        <translation>S'està exportant {format}…</translation>
    </message>
    <message>
        <source>Exporting {format}</source>
        <translation>Exportació {format}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>S'ha exportat %n entrada a {path}</numerusform>
            <numerusform>S'han exportat %n entrades a {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>S'ha exportat %n entrada a {path}, però el registre no ha pogut enregistrar l'exportació</numerusform>
            <numerusform>S'han exportat %n entrades a {path}, però el registre no ha pogut enregistrar l'exportació</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>Exportació {format} cancel·lada; no s'ha conservat cap fitxer.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>Ha fallat l'exportació {format}: {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Carpeta d'exportació</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Les exportacions es desen a {folder}</translation>
    </message>
</context>
<context>
    <name>CentralLog</name>
    <message>
        <source>signed head of station {station} at record {seq} ({signed_at})</source>
        <translation>capçalera signada del terminal {station} a l'entrada {seq} ({signed_at})</translation>
    </message>
    <message>
        <source>{where}: the signature does not verify</source>
        <translation>{where}: la signatura no és vàlida</translation>
    </message>
    <message>
        <source>{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)</source>
        <translation>{where}: signada amb una altra clau que la fixada per al terminal ({key}… en lloc de {pin}…)</translation>
    </message>
    <message>
        <source>{where}: record {seq} is no longer in the central log</source>
        <translation>{where}: l'entrada {seq} ja no és al registre central</translation>
    </message>
    <message>
        <source>{where}: record {seq} in the central log differs from the one the station signed (the central copy was changed)</source>
        <translation>{where}: l'entrada {seq} del registre central no és la que va signar el terminal (la còpia central s'ha modificat)</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>station name</source>
        <translation>el nom del terminal</translation>
    </message>
    <message>
        <source>judge key</source>
        <translation>la tecla de verificació</translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation>la durada del veredicte (s)</translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation>el temps per esborrar paraules no verificades (s)</translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation>l'interval de verificació fraccionada (s)</translation>
    </message>
    <message>
        <source>font scale</source>
        <translation>l'escala de la lletra</translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation>el so del veredicte</translation>
    </message>
    <message>
        <source>central log</source>
        <translation>el registre central</translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation>el prefix de les butlletes</translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation>la llengua del mode àrbitre</translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation>la lletra gran i l'alt contrast</translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation>el veredicte en veu alta</translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation>la tecla per cridar el jutge de paraules</translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation>la franja de color</translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation>el diccionari de segona opinió</translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation>qui veu la segona opinió</translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation>la petició del número de taula</translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation>la petició del nombre de paraules</translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation>la configuració de federació</translation>
    </message>
    <message>
        <source>the players' language</source>
        <translation>la llengua dels jugadors</translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation>el crèdit del diccionari</translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation>{name} (no utilitzable: {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n paraula, empremta {fingerprint})</numerusform>
            <numerusform>{name} (%n paraules, empremta {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation>Canvia el diccionari de {profile}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation>Canvia la regla de {profile}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation>Afegeix el perfil {profile}: diccionari {lexicon}, {rule}, color {colour}, segona opinió {second}.</translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation>Canvia {label} de {profile}: {old} → {new}.</translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation>Elimina el perfil {profile}.</translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation>Ordena els perfils així: {order}.</translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation>Canvia {label}: {old} → {new}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>cap</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation>cap (registre només local)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activat</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivat</translation>
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
        <translation>perfil {number}</translation>
    </message>
    <message>
        <source>profile {name}</source>
        <translation>perfil {name}</translation>
    </message>
    <message>
        <source>{where} name</source>
        <translation>nom del {where}</translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation>[{section}] {key} ha de ser un nombre, no {value}</translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation>[{section}] {key} = {value} és fora de l'interval (de {low} a {high})</translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation>[{section}] {key} ha de ser text entre cometes, no {value}</translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation>{what} conté un caràcter invisible (U+{code}); torneu a escriure el nom</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} té més de {limit} caràcters</translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation>{where} conté espais o caràcters invisibles</translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation>{where} {value} no és una adreça de base de dades; escriviu, p. ex., {example}</translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation>{where} ha de ser una adreça PostgreSQL (postgresql+psycopg://...), no {driver}; escriviu, p. ex., {example}</translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation>{where}: el controlador {driver} no està instal·lat als terminals; escriviu postgresql+psycopg://...</translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation>{where} no indica cap servidor; escriviu, p. ex., {example}</translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation>{where} no indica cap base de dades; escriviu, p. ex., {example}</translation>
    </message>
    <message>
        <source>{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 between two dots and 253 in all) or an IP address</source>
        <translation>{where}: {host} no és un nom de servidor (lletres, xifres, punts i guionets, com a màxim 63 entre dos punts i 253 en total) ni una adreça IP</translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation>{where}: el port {port} és fora de l'interval (d'1 a 65535)</translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation>[settings] paràmetres desconeguts: {names}</translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation>[station] claus desconegudes: {names}</translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation>{problem}. El terminal desa el registre només localment fins que no es corregeixi.</translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation>[settings] {key} ha de ser true o false, no {value}</translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation>escriu a les paraules</translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation>el terminal no coneix aquesta tecla</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation>[settings] judge_key {key} no serveix per verificar ({why}); trieu-ne una d'aquestes: {keys}</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or "" for none</source>
        <translation>[settings] word_judge_key {key} ha de ser una tecla que no escrigui; trieu-ne una d'aquestes: {keys}, o "" per a cap</translation>
    </message>
    <message>
        <source>[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} (no I, L, O, S or Z, which read as digits on a slip)</source>
        <translation>[settings] receipt_prefix {value} ha de tenir d'1 a 3 de les lletres {letters} (sense I, L, O, S ni Z, que en una butlleta es llegeixen com a xifres)</translation>
    </message>
    <message>
        <source>{problem}. The station uses the default ({default}) until this is fixed; judging is not affected.</source>
        <translation>{problem}. El terminal fa servir el valor per defecte ({default}) fins que no es corregeixi; les verificacions no en queden afectades.</translation>
    </message>
    <message>
        <source>letters derived from the station's id</source>
        <translation>lletres derivades de l'identificador del terminal</translation>
    </message>
    <message>
        <source>no credit line</source>
        <translation>sense crèdit del diccionari</translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation>{where} ha de ser una taula [[profiles]]</translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation>{where}: claus desconegudes: {names}</translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation>{where}: falta el nom</translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation>{where}: regla d'impugnació desconeguda {rule}; trieu-ne una d'aquestes: {rules}</translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation>{where}: el color ha de tenir la forma #2f6fdb, no {colour}</translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation>{where}: falta el diccionari</translation>
    </message>
    <message>
        <source>{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, not {value}</source>
        <translation>{where}: fingerprint ha de ser els 64 dígits hexadecimals en minúscula que mostra `lexicon-build info`, no {value}</translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation>{where}: lexicon {lexicon} ha de ser un nom de diccionari, no un camí</translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation>{where}: {key} ha de ser true o false, no {value}</translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be "director" (the log and director mode only) or "players", not {value}</source>
        <translation>{where}: second_opinion_shown ha de ser "director" (només el registre i el mode àrbitre) o "players", no {value}</translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation>[station] i [settings] han de ser taules</translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation>els perfils s'han d'escriure com a taules [[profiles]]</translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation>hi ha dos perfils amb el mateix nom</translation>
    </message>
    <message>
        <source>at most {most} profiles (F1 to F{most}: F12 marks the out play)</source>
        <translation>com a màxim {most} perfils (de F1 a F{most}: F12 marca la jugada de tancament)</translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation>seccions desconegudes: {names}</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} ja tria el perfil {profile}; trieu una altra tecla de verificació (la més habitual és Tab)</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} already marks the out play; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} ja marca la jugada de tancament; trieu una altra tecla de judici (Tab és l’habitual)</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation>[settings] word_judge_key {key} ja serveix per verificar</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation>[settings] word_judge_key {key} ja marca la jugada de tancament</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation>[settings] word_judge_key {key} ja tria el perfil {number}</translation>
    </message>
    <message>
        <source>{problem}; choose another key, or "" for none</source>
        <translation>{problem}; trieu una altra tecla, o "" per a cap</translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation>{problem}: el terminal no té tecla per cridar el jutge de paraules fins que no es corregeixi.</translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation>[director] ha de ser una taula</translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation>[director] claus desconegudes: {names}</translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation>[director] pin_hash ha de ser text</translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation>[director] pin_hash no és un hash de PIN escrit pel terminal; torneu a definir el PIN amb: challenge-kiosk director set-pin</translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation>{file} és una carpeta, no un fitxer de configuració</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>no es pot llegir {file}: {why}</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation>{file} ocupa més de {limit} bytes: no és un fitxer de terminal</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation>{file} no és text UTF-8 ({why})</translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation>{file} no és TOML vàlid: {why}</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no settings and no profiles</source>
        <translation>{file} és buit: no conté cap paràmetre ni cap perfil</translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation>no es pot actualitzar {file} fins que no es corregeixi: {why}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation>no es pot escriure {file}: {why}</translation>
    </message>
</context>
<context>
    <name>Consequence</name>
    <message>
        <source>The play comes off the board and scores zero. The challenged player loses the turn.</source>
        <translation>La jugada es retira del tauler i compta zero punts. El jugador impugnat perd el torn.</translation>
    </message>
    <message>
        <source>The play stands. This was the play that ended the game: there is no penalty for challenging it.</source>
        <translation>La jugada es manté. Era la jugada de tancament: impugnar-la no té cap penalització.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>La jugada es manté. Qui impugna perd el torn.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>La jugada es manté. Sense penalització: qui impugna no perd el torn.</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Ha passat una cosa inesperada i s'ha registrat: {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Error inesperat</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>Voleu sortir del quiosc ara? Els jugadors no el podran fer servir.</translation>
    </message>
    <message>
        <source>Exit kiosk</source>
        <translation>Surt del quiosc</translation>
    </message>
    <message>
        <source>Not exited</source>
        <translation>No s'ha sortit</translation>
    </message>
    <message>
        <source>The audit log cannot record the exit.</source>
        <translation>El registre d'auditoria no pot enregistrar la sortida.</translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message>
        <source>Leaves by itself after 2 minutes without input.</source>
        <translation>Es tanca sol després de 2 minuts d'inactivitat.</translation>
    </message>
    <message>
        <source>Back to the station</source>
        <translation>Torna al terminal</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Atendre: hi vaig</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>No es pot obrir el registre d'auditoria: vegeu-ne el motiu a la pantalla del terminal.</translation>
    </message>
    <message>
        <source>Profiles and rules</source>
        <translation>Perfils i regles</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Diccionaris</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuració</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Registre d'auditoria</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>No registrats</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Sortida</translation>
    </message>
    <message>
        <source>Director mode · Station {station}</source>
        <translation>Mode àrbitre · Terminal {station}</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the 'Not recorded' tab.</source>
        <translation>
            <numerusform>%n veredicte mostrat mentre el registre no el podia enregistrar: vegeu la pestanya «No registrats».</numerusform>
            <numerusform>%n veredictes mostrats mentre el registre no els podia enregistrar: vegeu la pestanya «No registrats».</numerusform>
        </translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>taula {table}</translation>
    </message>
    <message>
        <source>Players called a word judge at {time} ({where}).</source>
        <translation>Uns jugadors han cridat un jutge a les {time} ({where}).</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>cap divisió triada</translation>
    </message>
</context>
<context>
    <name>DirectorService</name>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation>No s'ha definit cap registre central: aquest terminal desa el registre només localment.</translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation>No utilitzable: {why}</translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation>No és una adreça de base de dades: {why}</translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation>Aquest terminal no es pot comunicar amb aquest tipus de base de dades: {why}</translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation>El registre central no ha respost: {why}</translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation>Connectat al registre central.</translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation>{why}. No s'ha canviat res.</translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation>Perfil {profile}: {problem}. No s'ha canviat res.</translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation>no s'ha pogut escriure el fitxer del terminal: {why}</translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation>no s'ha canviat: el registre d'auditoria no ho pot enregistrar ({why})</translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation>aquest terminal no conserva cap fitxer de terminal correcte anterior</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Rebutjat: {why}</translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation>Rebutjat: {why} (el rebuig no s'ha pogut anotar al registre d'auditoria: {problem})</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation>el nom {name} està reservat per al diccionari integrat</translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation>ja hi ha instal·lat un altre diccionari anomenat {name} ({fingerprint}); elimineu-lo primer o doneu un altre nom a aquest</translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation>no s'ha instal·lat: no es pot escriure {target} ({why})</translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation>no s'ha instal·lat: el registre d'auditoria no ho pot enregistrar ({why})</translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation>{name} està en ús als perfils: {profiles}. Primer canvieu-los de diccionari.</translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation>el diccionari integrat ENABLE no es pot eliminar</translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation>no s'ha eliminat: el registre d'auditoria no ho pot enregistrar ({why})</translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation>el registre d'auditoria no està obert: encara no s'hi pot afegir res</translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation>no es poden llegir ni moure els veredictes pendents: {why}</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer's desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
        <translation>Sortiu del quiosc per accedir a l'escriptori de l'ordinador. La sortida queda anotada al registre d'auditoria. Els jugadors no podran fer servir aquest terminal fins que no es torni a iniciar.</translation>
    </message>
    <message>
        <source>Exit kiosk…</source>
        <translation>Surt del quiosc…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>From</source>
        <comment>the first day shown</comment>
        <translation>Des del</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the last day shown</comment>
        <translation>fins al</translation>
    </message>
    <message>
        <source>Any</source>
        <comment>any verdict</comment>
        <translation>Qualsevol</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Vàlida</translation>
    </message>
    <message>
        <source>Unacceptable</source>
        <translation>No vàlida</translation>
    </message>
    <message>
        <source>All</source>
        <comment>records of every kind</comment>
        <translation>Totes</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Verificacions</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Esdeveniments</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Només amb alertes</translation>
    </message>
    <message>
        <source>words typed</source>
        <translation>paraules escrites</translation>
    </message>
    <message>
        <source>Kind:</source>
        <comment>the kind of audit record</comment>
        <translation>Tipus:</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Terminal:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Diccionari:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Veredicte:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Cerca:</translation>
    </message>
    <message>
        <source>Any station</source>
        <translation>Qualsevol terminal</translation>
    </message>
    <message>
        <source>Any profile</source>
        <translation>Qualsevol perfil</translation>
    </message>
    <message>
        <source>Any lexicon</source>
        <translation>Qualsevol diccionari</translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>heartbeat body unreadable ({reason})</source>
        <translation>contingut del senyal de vida il·legible ({reason})</translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation>{count} caràcters, més de {most}</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>no és un objecte</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>no pot verificar</translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation>una divisió no pot verificar</translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation>la còpia central no coincideix</translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation>encara sense signar</translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation>signada fins a l'entrada {seq}</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>discrepància: {division} espera {lexicon} ({fingerprint}, %n paraula)</numerusform>
            <numerusform>discrepància: {division} espera {lexicon} ({fingerprint}, %n paraules)</numerusform>
        </translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint})</source>
        <translation>discrepància: {division} espera {lexicon} ({fingerprint})</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>discrepància: %n judici a {division} amb {lexicon} ({fingerprint}); {source} indica {wanted} ({wanted_fingerprint})</numerusform>
            <numerusform>discrepància: %n judicis a {division} amb {lexicon} ({fingerprint}); {source} indica {wanted} ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>sense senyal de vida: coneguda pels seus registres (%n judici)</numerusform>
            <numerusform>sense senyal de vida: coneguda pels seus registres (%n judicis)</numerusform>
        </translation>
    </message>
    <message>
        <source>forged heartbeat at {time} ({why}): ignored, the card shows the station's own</source>
        <translation>senyal de vida falsificat a les {time} ({why}): ignorat, la fitxa mostra el de l’estació</translation>
    </message>
    <message>
        <source>heartbeat not verified: no signed chain head of this station yet</source>
        <translation>senyal de vida no verificat: encara no hi ha cap de cadena signat d’aquesta estació</translation>
    </message>
    <message>
        <source>on the plan's roster; nothing received from it</source>
        <translation>a la llista del pla; no se n’ha rebut res</translation>
    </message>
    <message>
        <source>last record: {kind}</source>
        <translation>últim registre: {kind}</translation>
    </message>
    <message>
        <source>clock {count} min fast</source>
        <translation>rellotge {count} min avançat</translation>
    </message>
    <message>
        <source>clock {count} min slow</source>
        <translation>rellotge {count} min endarrerit</translation>
    </message>
    <message>
        <source>clock {count} s fast</source>
        <translation>rellotge {count} s avançat</translation>
    </message>
    <message>
        <source>clock {count} s slow</source>
        <translation>rellotge {count} s endarrerit</translation>
    </message>
    <message>
        <source>{station}: {problem}</source>
        <translation>{station}: {problem}</translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation>discrepància: {what} té {kinds} llistes de paraules diferents; aquesta és a {alike} de {stations} terminals (una altra a: {others})</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>entrada il·legible</translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation>NO REGISTRADA en el moment (afegida després)</translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation>possible verificació fraccionada</translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation>decisió: {title}</translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation>anterior: {receipt}</translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation>anterior: {receipt}, {seconds} s abans</translation>
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
        <translation>salt de rellotge: {what}</translation>
    </message>
    <message>
        <source>game joined after the event</source>
        <translation>partida associada després del torneig</translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.</source>
        <translation>El registre central encara no té les taules del panell ({error}): per posar-lo al dia, engegueu un terminal que l'utilitzi o executeu 'challenge-kiosk fleet expect' amb l'adreça del propietari.</translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation>No es pot llegir el registre central: {error}</translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation>No es pot cercar al registre central: {error}</translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation>Aquesta entrada no existeix.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation>Massa contrasenyes incorrectes: espereu un minut.</translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation>El formulari és massa gran.</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>Contrasenya incorrecta.</translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation>fa {count} s</translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation>fa {count} min</translation>
    </message>
    <message>
        <source>That call is no longer open.</source>
        <translation>Aquesta crida ja no està pendent.</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements: start it with --ack-central (see docs/central-roles.sql), or acknowledge at the station.</source>
        <translation>Aquesta pàgina no pot registrar que s'atén una crida: inicieu-la amb --ack-central (vegeu docs/central-roles.sql) o ateneu-la al terminal.</translation>
    </message>
    <message>
        <source>The acknowledgement could not be recorded: {error}. Go to the station.</source>
        <translation>No s'ha pogut registrar que s'atén la crida: {error}. Aneu al terminal.</translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation>fa {whole},{tenth} h</translation>
    </message>
    <message>
        <source>No such export.</source>
        <translation>Aquesta exportació no existeix.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Panell de terminals</translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation>Terminals d'impugnació</translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation>Codi de butlleta o paraula</translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation>Cerca a tots els terminals</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Cerca</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Nom del jugador</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Cerca per nom de jugador</translation>
    </message>
    <message>
        <source>Find player</source>
        <translation>Troba el jugador</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>Surt</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>fora de línia</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>ocupat</translation>
    </message>
    <message>
        <source>free</source>
        <translation>lliure</translation>
    </message>
    <message>
        <source>director</source>
        <translation>mode àrbitre</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>no preparat</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>aturat</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>sense senyal de vida</translation>
    </message>
    <message>
        <source>A player called a word judge</source>
        <translation>Un jugador ha cridat un jutge</translation>
    </message>
    <message>
        <source>Station {station}</source>
        <translation>Terminal {station}</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>cap divisió triada</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Taula {table}</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>sense taula indicada</translation>
    </message>
    <message>
        <source>called at {time}</source>
        <translation>crida a les {time}</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Atendre: hi vaig</translation>
    </message>
    <message>
        <source>Forged heartbeats (ignored) for: {stations}</source>
        <translation>Senyals de vida falsificats (ignorats) de: {stations}</translation>
    </message>
    <message>
        <source>Offline: {stations}</source>
        <translation>Sense connexió: {stations}</translation>
    </message>
    <message>
        <source>On the plan's roster, never heard from: {stations}</source>
        <translation>A la llista del pla, sense notícies: {stations}</translation>
    </message>
    <message>
        <source>Recording without a heartbeat: {stations}</source>
        <translation>Registren sense senyal de vida: {stations}</translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation>Esperen un àrbitre: {stations}</translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation>Terminals: {count}; en línia: {online}; ocupats: {busy}.</translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation>Actualitzat: {time}; fora de línia després de {seconds} s sense senyal de vida.</translation>
    </message>
    <message>
        <source>Event: {event} (chosen with --event).</source>
        <translation>Esdeveniment: {event} (triat amb --event).</translation>
    </message>
    <message>
        <source>Event: {event} (the first published).</source>
        <translation>Esdeveniment: {event} (el primer publicat).</translation>
    </message>
    <message>
        <source>Also published, not watched: {events} (choose with --event).</source>
        <translation>També publicats, no vigilats: {events} (trieu amb --event).</translation>
    </message>
    <message>
        <source>Event plan: {event}, serial {serial}, from {time} (UTC).</source>
        <translation>Pla del torneig: {event}, número {serial}, des de {time} (UTC).</translation>
    </message>
    <message>
        <source>Plan {serial}: in force since {time}</source>
        <translation>Pla {serial}: en vigor des de {time}</translation>
    </message>
    <message>
        <source>Plan {serial}: from {time} (in {minutes} min)</source>
        <translation>Pla {serial}: a partir de {time} (d’aquí a {minutes} min)</translation>
    </message>
    <message>
        <source>Plan {serial}: ended</source>
        <translation>Pla {serial}: acabat</translation>
    </message>
    <message>
        <source>Plan {serial}: superseded</source>
        <translation>Pla {serial}: substituït</translation>
    </message>
    <message>
        <source>accepted by {accepted} of {stations} stations</source>
        <translation>acceptat per {accepted} de {stations} estacions</translation>
    </message>
    <message>
        <source>{station} refused it ({reason})</source>
        <translation>{station} l’ha rebutjat ({reason})</translation>
    </message>
    <message>
        <source>{stations} not yet</source>
        <translation>{stations} encara no</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>Previst:</translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation>senyal de vida {age}</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation>pendents d'enviar: {count}</translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation>darrera verificació: {time}</translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation>no pot verificar: {problem}</translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation>cadena: {chain}</translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation>Encara cap terminal no ha enviat senyal de vida. Els terminals n'envien un cada 15 s quan tenen definida l'adreça del registre central.</translation>
    </message>
    <message>
        <source>The same word, different verdicts</source>
        <translation>La mateixa paraula, veredictes diferents</translation>
    </message>
    <message>
        <source>ACCEPTABLE at {where}</source>
        <translation>VÀLIDA a {where}</translation>
    </message>
    <message>
        <source>UNACCEPTABLE at {where}</source>
        <translation>NO VÀLIDA a {where}</translation>
    </message>
    <message>
        <source>Disputes by division and table</source>
        <translation>Disputes per divisió i taula</translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation>Amb alertes, les més recents primer</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>Jugador: {name}</translation>
    </message>
    <message>
        <source>The players' names are still being read from the log: older records may be missing.</source>
        <translation>Els noms dels jugadors encara s’estan llegint del registre: poden faltar registres més antics.</translation>
    </message>
    <message>
        <source>More than {count} records match, newest first.</source>
        <translation>Més de {count} registres coincideixen, els més recents primer.</translation>
    </message>
    <message>
        <source>Records that match: {count}, newest first.</source>
        <translation>Registres que coincideixen: {count}, els més recents primer.</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Els més recents</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Més antics</translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation>Cap alerta.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n paraula</numerusform>
            <numerusform>%n paraules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Discrepància de diccionari en %n terminal: {stations}</numerusform>
            <numerusform>Discrepància de diccionari en %n terminals: {stations}</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs attention: {count}</source>
        <translation>Cal atenció: {count}</translation>
    </message>
    <message>
        <source>Healthy stations {first}–{last} of {count}</source>
        <translation>Estacions sense problemes {first}–{last} de {count}</translation>
    </message>
    <message>
        <source>Needs a ruling: judged with a superseded list after the plan's instant ({count})</source>
        <translation>Cal una decisió: jutjat amb una llista substituïda després de l’instant del pla ({count})</translation>
    </message>
    <message>
        <source>judged with {lexicon}; {plan} says {wanted}</source>
        <translation>jutjat amb {lexicon}; {plan} diu {wanted}</translation>
    </message>
    <message>
        <source>Look-ups to check against the pairings ({count})</source>
        <translation>Consultes per comprovar amb els aparellaments ({count})</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>Baixa:</translation>
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
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Latest adjudications</source>
        <translation>Darreres verificacions</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>Encara no hi ha cap verificació.</translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation>Verificacions per hora ({count} en les darreres 12 hores)</translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation>Verificacions per hora</translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation>Verificacions per hora i divisió</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Divisió</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Verificacions</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation>Terminals amb més activitat</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Encara cap.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>S'està comptant…</translation>
    </message>
    <message>
        <source>Director login</source>
        <translation>Accés d'àrbitre</translation>
    </message>
    <message>
        <source>Head director</source>
        <translation>Àrbitre principal</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Contrasenya</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Entra</translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation>La pàgina ha perdut la connexió amb el servidor del panell: les xifres de sota poden no estar al dia.</translation>
    </message>
    <message>
        <source>Click to enable the sound of calls</source>
        <translation>Feu clic per activar el so de les crides</translation>
    </message>
    <message>
        <source>Your name, for acknowledgements:</source>
        <translation>El vostre nom, per atendre crides:</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements (no --ack-central): acknowledge at the station.</source>
        <translation>Aquesta pàgina no pot registrar que s'atén una crida (sense --ack-central): ateneu-la al terminal.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation>Cerca: {query}</translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation>Escriviu el codi d'una butlleta d'impugnació (p. ex. GK-0042) o una paraula.</translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation>Cap entrada no coincideix.</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>jutge cridat</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Ronda {round} · Taula {table} · {one} contra {two}</translation>
    </message>
    <message>
        <source>{game} (joined after the event)</source>
        <translation>{game} (associada després del torneig)</translation>
    </message>
    <message>
        <source>no game at Table {table} this round</source>
        <translation>cap partida a la taula {table} en aquesta ronda</translation>
    </message>
    <message>
        <source>look-up from a table with no game this round</source>
        <translation>consulta des d’una taula sense partida en aquesta ronda</translation>
    </message>
    <message>
        <source>look-up from a game already scored</source>
        <translation>consulta d’una partida que ja té resultat</translation>
    </message>
    <message>
        <source>{division} is rated {rating} in the pairings; judged with {lexicon}</source>
        <translation>{division} té el sistema de puntuació {rating} als aparellaments; jutjada amb {lexicon}</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>Division {division}: {problem}</source>
        <translation>Divisió {division}: {problem}</translation>
    </message>
    <message>
        <source>relay: {error}</source>
        <translation>enviament: {error}</translation>
    </message>
    <message>
        <source>relay stopped, {why}</source>
        <translation>enviament aturat, {why}</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation>Senyal de vida: desactivat (no s'ha definit cap registre central).</translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation>Senyal de vida: no es pot accedir al registre central. Darrer error: {error}</translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation>Senyal de vida: s'està connectant…</translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation>Senyal de vida: enviat fa {seconds} s.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Type the challenged words first, then press {key}.</source>
        <translation>Primer escriviu les paraules impugnades; després premeu {key}.</translation>
    </message>
    <message>
        <source>Correct the words marked in red, then press {key}.</source>
        <translation>Corregiu les paraules marcades en vermell i després premeu {key}.</translation>
    </message>
    <message>
        <source>Choose your division first: press {keys}.</source>
        <translation>Primer trieu la vostra divisió: premeu {keys}.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>NO REGISTRAT: l'àrbitre ha de confirmar aquest veredicte ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>{name}: ara no es pot verificar en aquest terminal. Aviseu l'àrbitre.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Escriviu el número de taula (entre 1 i {most}) amb les tecles numèriques i premeu Enter.</translation>
    </message>
    <message>
        <source>Press 1 if this is your game, 0 if it is not.</source>
        <translation>Premeu 1 si aquesta és la vostra partida, 0 si no ho és.</translation>
    </message>
    <message>
        <source>Press the number of your game ({keys}), or 0 if none of them is yours.</source>
        <translation>Premeu el número de la vostra partida ({keys}), o 0 si cap no és la vostra.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Premeu una xifra entre 1 i {most}: quantes paraules s'impugnen?</translation>
    </message>
    <message>
        <source>From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.</source>
        <translation>A partir d’ara, {division} jutja amb {new} (abans {old}): la tecla de judici jutja amb {new}.</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>S'està obrint el registre d'auditoria: el veredicte arriba de seguida.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>És el màxim que admet el terminal: {limit} caràcters.</translation>
    </message>
    <message>
        <source>{keys} or {last}</source>
        <translation>{keys} o {last}</translation>
    </message>
    <message>
        <source>A table number has at most {digits} digits (1 to {most}): the {digit} after {typed} was not added.</source>
        <translation>Un número de taula té com a màxim {digits} xifres (entre 1 i {most}): el {digit} després de {typed} no s'ha afegit.</translation>
    </message>
</context>
<context>
    <name>LexiconBuild</name>
    <message>
        <source>longer than {most} letters, so not a word</source>
        <translation>més de {most} lletres: no és una paraula</translation>
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
  ... i {more} més</translation>
    </message>
    <message>
        <source>{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>{file}: les llistes de paraules tenen més de {most} entrades, més de les que pot contenir un diccionari (les llistes publicades més grans en tenen uns 3 milions)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file}: {why}</translation>
    </message>
    <message>
        <source>{file}: {why} (read as {format})</source>
        <translation>{file}: {why} (llegit com a {format})</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with --skip-invalid to leave them out</source>
        <translation>línies que no són paraules de l'alfabet {alphabet}: {count}; corregiu-les o creeu el diccionari amb --skip-invalid per ometre-les</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped reading; fix them, or build with --skip-invalid to leave them out (it reads every line and counts them)</source>
        <translation>línies que no són paraules de l'alfabet {alphabet}: més de {count}, així que s'ha deixat de llegir; corregiu-les o creeu el diccionari amb --skip-invalid per ometre-les (llegeix totes les línies i les compta)</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines</source>
        <translation>{message}
{rejects}
  ... i més: aturat després de {count} línies errònies</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? try --alphabet {alphabet}</source>
        <translation>{message}
{rejects}
  ... i més: aturat després de {count} línies errònies; és la llista en un altre alfabet? proveu --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? every line read is a word of {alphabets} (--alphabet NAME)</source>
        <translation>{message}
{rejects}
  ... i més: aturat després de {count} línies errònies; és la llista en un altre alfabet? cada línia llegida és una paraula de {alphabets} (--alphabet NOM)</translation>
    </message>
    <message>
        <source>no words found in the input</source>
        <translation>no s'ha trobat cap paraula a les dades d'entrada</translation>
    </message>
    <message>
        <source>no words found in the input ({skipped} longer than {board} letters left out)</source>
        <translation>no s'ha trobat cap paraula a les dades d'entrada ({skipped} omeses per tenir més de {board} lletres)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words, not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>les llistes contenen {listed} paraules, no les {expected} esperades; comproveu que els fitxers siguin els correctes (no s'ha escrit res)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words ({skipped} longer than {board} letters left out), not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>les llistes contenen {listed} paraules ({skipped} omeses per tenir més de {board} lletres), no les {expected} esperades; comproveu que els fitxers siguin els correctes (no s'ha escrit res)</translation>
    </message>
    <message>
        <source>unknown input format {name}; known: {known}</source>
        <translation>format d'entrada desconegut {name}; formats coneguts: {known}</translation>
    </message>
    <message>
        <source>the file is in no known word-list format</source>
        <translation>el fitxer no té cap format de llista de paraules conegut</translation>
    </message>
    <message>
        <source>the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or damaged</source>
        <translation>el graf de paraules s'acaba a mig node ({stray} bytes sobrants); el fitxer està truncat o malmès</translation>
    </message>
    <message>
        <source>the file is too short to be a Quackle lexicon (truncated?)</source>
        <translation>el fitxer és massa curt per ser un diccionari de Quackle (truncat?)</translation>
    </message>
    <message>
        <source>Quackle lexicon format version {version} is not supported (only version 1)</source>
        <translation>la versió {version} del format de diccionari de Quackle no és compatible (només ho és la 1)</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle lexicon</source>
        <translation>la lletra {number} de l'alfabet del fitxer és il·legible; el fitxer està malmès o no és un diccionari de Quackle</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is not UTF-8 text; the file is damaged</source>
        <translation>la lletra {number} de l'alfabet del fitxer no és text UTF-8; el fitxer està malmès</translation>
    </message>
    <message>
        <source>the file has no word graph; it is truncated</source>
        <translation>el fitxer no té graf de paraules; està truncat</translation>
    </message>
    <message>
        <source>the header says {count} words but the word graph holds {found}; the file is damaged</source>
        <translation>la capçalera indica {count} paraules però el graf de paraules en conté {found}; el fitxer està malmès</translation>
    </message>
    <message>
        <source>its checksum does not match its words (the hash in its header is not that of the word list it holds); the file is damaged</source>
        <translation>la suma de verificació no coincideix amb les paraules (el hash de la capçalera no correspon a la llista de paraules que conté); el fitxer està malmès</translation>
    </message>
    <message>
        <source>the word graph uses letter number {number}, but the file's alphabet has only {count} letters; the file is damaged</source>
        <translation>el graf de paraules fa servir la lletra número {number}, però l'alfabet del fitxer només té {count} lletres; el fitxer està malmès</translation>
    </message>
    <message>
        <source>its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged</source>
        <translation>l'alfabet conté la fitxa {tile} dues vegades («{first}» i «{second}»); el fitxer està malmès</translation>
    </message>
    <message>
        <source>its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}</source>
        <translation>les paraules fan servir {letters}, que no és cap fitxa de l'alfabet {alphabet}; {hint}</translation>
    </message>
    <message>
        <source>its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}</source>
        <translation>les paraules fan servir {letters}, que no són fitxes de l'alfabet {alphabet}; {hint}</translation>
    </message>
    <message>
        <source>build with --alphabet {alphabet}</source>
        <translation>creeu el diccionari amb --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>build with the --alphabet it was made for ({alphabets} fit)</source>
        <translation>creeu el diccionari amb l'alfabet per al qual es va fer, amb --alphabet (hi encaixen: {alphabets})</translation>
    </message>
    <message>
        <source>no shipped alphabet has all of its letters</source>
        <translation>cap dels alfabets disponibles no conté totes les lletres del fitxer</translation>
    </message>
    <message>
        <source>the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file</source>
        <translation>la mida del fitxer no és un nombre enter de nodes de 4 bytes; està truncat o no és un fitxer .kwg</translation>
    </message>
    <message>
        <source>node 0 is not a word graph header; the file is damaged or not a .kwg file</source>
        <translation>el node 0 no és una capçalera de graf de paraules; el fitxer està malmès o no és un fitxer .kwg</translation>
    </message>
    <message>
        <source>tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet this file was built with (--alphabet)</source>
        <translation>la fitxa {tile} no existeix a l'alfabet {alphabet} ({count} fitxes); trieu l'alfabet amb què es va crear aquest fitxer (--alphabet)</translation>
    </message>
    <message>
        <source>a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged</source>
        <translation>una paraula del graf de paraules conté la fitxa 0 (el separador GADDAG); el fitxer està malmès</translation>
    </message>
    <message>
        <source>it has {lines} lines, more than the {most} words a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>té {lines} línies, més de les {most} paraules que pot contenir un diccionari (les llistes publicades més grans en tenen uns 3 milions)</translation>
    </message>
    <message>
        <source>line {line} is not UTF-8 text; save the list as UTF-8 and build again</source>
        <translation>la línia {line} no és text UTF-8; deseu la llista en UTF-8 i torneu a crear el diccionari</translation>
    </message>
    <message>
        <source>the first letters are at node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>les primeres lletres són al node {node}, però el fitxer només té {count} nodes; el fitxer està malmès o truncat</translation>
    </message>
    <message>
        <source>node {node} refers to node {target}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>el node {node} remet al node {target}, però el fitxer només té {count} nodes; el fitxer està malmès o truncat</translation>
    </message>
    <message>
        <source>the word graph leads back to node {node} (it loops); the file is damaged</source>
        <translation>el graf de paraules torna al node {node} (fa un bucle); el fitxer està malmès</translation>
    </message>
    <message>
        <source>the group of letters at node {node} runs past the end of the file (no last letter); the file is damaged or truncated</source>
        <translation>el grup de lletres del node {node} continua més enllà del final del fitxer (no té darrera lletra); el fitxer està malmès o truncat</translation>
    </message>
    <message>
        <source>the letters at node {node} lead back to node {target} (the word graph loops); the file is damaged</source>
        <translation>les lletres del node {node} tornen al node {target} (el graf de paraules fa un bucle); el fitxer està malmès</translation>
    </message>
    <message>
        <source>node {node} neither ends a word nor leads to more letters; the file is damaged</source>
        <translation>el node {node} ni acaba una paraula ni porta a més lletres; el fitxer està malmès</translation>
    </message>
    <message>
        <source>the letters of nodes {first} to {last} are not in order; the file is damaged</source>
        <translation>les lletres dels nodes del {first} al {last} no estan ordenades; el fitxer està malmès</translation>
    </message>
    <message>
        <source>the word graph holds a word longer than {most} letters; the file is damaged or not a word list</source>
        <translation>el graf de paraules conté una paraula de més de {most} lletres; el fitxer està malmès o no és una llista de paraules</translation>
    </message>
    <message>
        <source>the word graph holds more than {most} words, more than a word list may hold; the file is damaged</source>
        <translation>el graf de paraules conté més de {most} paraules, més de les que pot tenir una llista de paraules; el fitxer està malmès</translation>
    </message>
    <message>
        <source>the word graph holds more words than the {count} its header states; the file is damaged</source>
        <translation>el graf de paraules conté més paraules que les {count} que indica la capçalera; el fitxer està malmès</translation>
    </message>
    <message>
        <source>node {node} leads back into its own word (the word graph loops); the file is damaged</source>
        <translation>el node {node} torna a entrar en la seva pròpia paraula (el graf de paraules fa un bucle); el fitxer està malmès</translation>
    </message>
    <message>
        <source>the word graph refers to node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>el graf de paraules remet al node {node}, però el fitxer només té {count} nodes; el fitxer està malmès o truncat</translation>
    </message>
    <message>
        <source>{file}: is {size}, more than the {limit} a word list may be; is it the right file?</source>
        <translation>{file}: ocupa {size}, més dels {limit} que pot ocupar una llista de paraules; és el fitxer correcte?</translation>
    </message>
    <message>
        <source>over {limit}</source>
        <translation>més de {limit}</translation>
    </message>
    <message>
        <source>{file}: file not found</source>
        <translation>{file}: no s'ha trobat el fitxer</translation>
    </message>
    <message>
        <source>{file}: is a folder, not a word list</source>
        <translation>{file}: és una carpeta, no una llista de paraules</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({why})</source>
        <translation>{file}: no es pot llegir ({why})</translation>
    </message>
    <message>
        <source>{file}: is not a regular file (a device, pipe or socket); give a word-list file</source>
        <translation>{file}: no és un fitxer normal (és un dispositiu, una canonada o un sòcol); indiqueu un fitxer de llista de paraules</translation>
    </message>
    <message>
        <source>{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list (or is a gzip bomb)</source>
        <translation>{file}: descomprimit ocupa més de {limit}, més del que pot ocupar una llista de paraules; no és una llista de paraules (o és una bomba gzip)</translation>
    </message>
    <message>
        <source>{file}: damaged gzip file ({why})</source>
        <translation>{file}: fitxer gzip malmès ({why})</translation>
    </message>
</context>
<context>
    <name>Lexicons</name>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation>no hi ha cap diccionari anomenat {name} instal·lat en aquest terminal</translation>
    </message>
    <message>
        <source>the list {name} with fingerprint {fingerprint} is not installed on this station</source>
        <translation>la llista {name} amb empremta {fingerprint} no està instal·lada en aquesta estació</translation>
    </message>
    <message>
        <source>two lexicon files are called {name} with different word lists ({first}, {second}): remove the wrong one</source>
        <translation>dos fitxers de lèxic es diuen {name} amb llistes de paraules diferents ({first}, {second}): traieu l’erroni</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>no s'ha trobat el fitxer</translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation>és una carpeta, no un fitxer de diccionari</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>no es pot llegir ({why})</translation>
    </message>
    <message>
        <source>is larger than {limit} MB: not a lexicon file</source>
        <translation>ocupa més de {limit} MB: no és un fitxer de lèxic</translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation>la suma de verificació no coincideix: el fitxer està malmès o s'ha alterat; no l'utilitzeu</translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation>{why}; no utilitzeu aquest fitxer</translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation>el fitxer s'ha alterat; no l'utilitzeu</translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation>el graf de paraules no coincideix amb el resum de la capçalera: {altered}</translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation>el graf de paraules és il·legible ({why})</translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation>conté {found} paraules però la capçalera n'indica {count}</translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation>no conté cap paraula; no l'utilitzeu</translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation>les paraules no coincideixen amb l'empremta: {altered}</translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation>les paraules tenen {shortest}-{longest} lletres però la capçalera indica {least}-{most}: {altered}</translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation>la capçalera és il·legible; el fitxer està malmès</translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station's software</source>
        <translation>creat amb una versió més nova de lexicon-build (format {version}); actualitzeu el programari d'aquest terminal</translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation>l'alfabet no és vàlid: {why}</translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation>a la capçalera hi falta {what} o és il·legible</translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation>el fitxer està truncat (s'acaba dins la capçalera)</translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation>no és un fitxer de diccionari (creeu-ne un a partir d'una llista de paraules amb lexicon-build)</translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation>el fitxer està truncat (torneu-lo a copiar de l'original)</translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>el camp de longitud de la capçalera està malmès (la resta del fitxer és completa); no l'utilitzeu, torneu-lo a copiar de l'original</translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation>el camp de longitud de la capçalera està malmès i el fitxer és incomplet; torneu-lo a copiar de l'original</translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>el camp de longitud del graf de paraules està malmès (la resta del fitxer és completa); no l'utilitzeu, torneu-lo a copiar de l'original</translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation>el fitxer té bytes inesperats al final; està malmès</translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation>el graf de paraules fa entrar el lector en un bucle (sense resposta en {seconds} s): el fitxer està malmès o falsificat; no l'utilitzeu</translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation>no es pot comprovar: {why}</translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation>el graf de paraules fa fallar el lector ({signal}): el fitxer està malmès o falsificat; no l'utilitzeu</translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation>senyal {number}</translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation>rebutjat per la comprovació del diccionari</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>S'ha instal·lat {lexicon}: %n paraula, empremta {fingerprint}.</numerusform>
            <numerusform>S'ha instal·lat {lexicon}: %n paraules, empremta {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage}: %n paraula</numerusform>
            <numerusform>{stage}: %n paraules</numerusform>
        </translation>
    </message>
    <message>
        <source>a .clex file made with lexicon-build</source>
        <translation>un fitxer .clex fet amb lexicon-build</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Navega…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Instal·la</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Elimina el seleccionat</translation>
    </message>
    <message>
        <source>word lists, separated by ;  (text, .gz, .dawg, .kwg)</source>
        <translation>llistes de paraules, separades per ;  (text, .gz, .dawg, .kwg)</translation>
    </message>
    <message>
        <source>published word count (optional)</source>
        <translation>nombre de paraules publicat (opcional)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <source>Word lists</source>
        <translation>Llistes de paraules</translation>
    </message>
    <message>
        <source>Lexicon name</source>
        <translation>Nom del diccionari</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabet</translation>
    </message>
    <message>
        <source>Expected words</source>
        <translation>Paraules esperades</translation>
    </message>
    <message>
        <source>Import word lists</source>
        <translation>Importa llistes de paraules</translation>
    </message>
    <message>
        <source>Install a lexicon file</source>
        <translation>Instal·la un fitxer de diccionari</translation>
    </message>
    <message>
        <source>{lexicon} (built in)</source>
        <translation>{lexicon} (integrat)</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Diccionari</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Paraules</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Empremta</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fonts</translation>
    </message>
    <message>
        <source>Built</source>
        <comment>when the lexicon file was built</comment>
        <translation>Creat</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Usat per</translation>
    </message>
    <message>
        <source>Refused: {problem}</source>
        <translation>Rebutjat: {problem}</translation>
    </message>
    <message>
        <source>Lexicon file</source>
        <translation>Fitxer de diccionari</translation>
    </message>
    <message>
        <source>Lexicon files (*.clex)</source>
        <translation>Fitxers de diccionari (*.clex)</translation>
    </message>
    <message>
        <source>Choose a lexicon file first.</source>
        <translation>Primer trieu un fitxer de diccionari.</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>S'està comprovant {file}…</translation>
    </message>
    <message>
        <source>Not installed: {error}</source>
        <translation>No s'ha instal·lat: {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>No s'ha instal·lat</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Seleccioneu el diccionari que voleu eliminar.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>Voleu eliminar {lexicon} d'aquest terminal?</translation>
    </message>
    <message>
        <source>Remove lexicon</source>
        <translation>Elimina el diccionari</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>No s'ha eliminat</translation>
    </message>
    <message>
        <source>Removed {lexicon}.</source>
        <translation>S'ha eliminat {lexicon}.</translation>
    </message>
    <message>
        <source>Give the word lists and a name for the lexicon.</source>
        <translation>Indiqueu les llistes de paraules i un nom per al diccionari.</translation>
    </message>
    <message>
        <source>The expected word count must be a whole number.</source>
        <translation>El nombre de paraules esperat ha de ser un nombre enter.</translation>
    </message>
    <message>
        <source>Importing {lexicon}…</source>
        <translation>S'està important {lexicon}…</translation>
    </message>
    <message>
        <source>cannot write the lexicon: {error}</source>
        <translation>no es pot escriure el diccionari: {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>l'ordinador s'ha quedat sense memòria en crear el diccionari; comproveu els fitxers</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>la importació s'ha aturat: {error}</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>La importació ha fallat: no s'ha instal·lat res.</translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} verifica ara amb {lexicon} (%n paraula, empremta {fingerprint}).</numerusform>
            <numerusform>{division} verifica ara amb {lexicon} (%n paraules, empremta {fingerprint}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{division} still judges with ENABLE: {why}</source>
        <translation>{division} continua verificant amb ENABLE: {why}</translation>
    </message>
    <message>
        <source>No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.</source>
        <translation>Cap divisió no verifica amb {lexicon}: trieu-lo per a una divisió a la pestanya Perfils i regles.</translation>
    </message>
    <message>
        <source>Not switched</source>
        <translation>No s'ha canviat</translation>
    </message>
</context>
<context>
    <name>Pin</name>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation>el PIN ha de tenir almenys {least} caràcters</translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation>el PIN no pot començar ni acabar amb un espai</translation>
    </message>
    <message>
        <source>the PIN may have at most {most} characters</source>
        <translation>el PIN pot tenir com a màxim {most} caràcters</translation>
    </message>
    <message>
        <source>the PIN holds a control or invisible character, which no keyboard types</source>
        <translation>el PIN conté un caràcter de control o invisible, que cap teclat no escriu</translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation>PIN acceptat</translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation>PIN incorrecte. {wait}</translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation>PIN incorrecte. Queda 1 intent abans d'haver d'esperar.</translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation>PIN incorrecte. Queden {left} intents abans d'haver d'esperar.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation>Massa PIN incorrectes: torneu-ho a provar d'aquí a {minutes} min {seconds} s.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation>Massa PIN incorrectes: torneu-ho a provar d'aquí a {seconds} s.</translation>
    </message>
    <message>
        <source>No PIN can be checked: the station's settings file cannot be read. Fix or move station.toml on this computer.</source>
        <translation>No es pot comprovar cap PIN: no es pot llegir el fitxer de configuració de l'estació. Repareu o moveu station.toml en aquest ordinador.</translation>
    </message>
</context>
<context>
    <name>PinScreen</name>
    <message>
        <source>Back to the station</source>
        <translation>Torna al terminal</translation>
    </message>
    <message>
        <source>Set the director PIN</source>
        <translation>Defineix el PIN de l'àrbitre</translation>
    </message>
    <message>
        <source>Director mode</source>
        <translation>Mode àrbitre</translation>
    </message>
    <message>
        <source>Choose a PIN of at least {length} characters. It opens director mode (Ctrl+Alt+Shift+D on the station) and is stored only as a hash.</source>
        <translation>Trieu un PIN d'almenys {length} caràcters. Obre el mode àrbitre (Ctrl+Alt+Shift+D al terminal) i només se'n desa un hash.</translation>
    </message>
    <message>
        <source>Type the director PIN, then press Enter.</source>
        <translation>Escriviu el PIN de l'àrbitre i premeu Enter.</translation>
    </message>
    <message>
        <source>new PIN</source>
        <translation>PIN nou</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>el mateix PIN una altra vegada</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Defineix el PIN</translation>
    </message>
    <message>
        <source>Open director mode</source>
        <translation>Obre el mode àrbitre</translation>
    </message>
    <message>
        <source>The two PINs differ. Type them again.</source>
        <translation>Els dos PIN no coincideixen. Torneu-los a escriure.</translation>
    </message>
    <message>
        <source>Not set: {error}.</source>
        <translation>No s'ha definit: {error}.</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Choose your division</source>
        <translation>Trieu la vostra divisió</translation>
    </message>
    <message>
        <source>Not available at this station now: call the director</source>
        <translation>Ara no disponible en aquest terminal: aviseu l'àrbitre</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>QUI IMPUGNA: escriviu totes les paraules que impugneu, separades per espais o Enter</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>JUGADOR IMPUGNAT: comproveu l'ortografia i premeu {key}</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Esc esborra totes les paraules  ·  {out} marca la jugada de tancament</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key}: crideu un jutge de paraules (una persona) en lloc de l'ordinador</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>QUI IMPUGNA: escriviu totes les paraules que impugneu  ·  Esc ho esborra tot  ·  {out} jugada de tancament</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>JUGADA DE TANCAMENT: la impugnació fallida no es penalitza  ·  {out} per desfer</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Taula {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n paraula declarada</numerusform>
            <numerusform>%n paraules declarades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n paraula</numerusform>
            <numerusform>%n paraules</numerusform>
        </translation>
    </message>
    <message>
        <source>typed twice</source>
        <translation>escrita dues vegades</translation>
    </message>
    <message>
        <source>YES — ACCEPTABLE</source>
        <translation>VÀLIDA</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NO VÀLIDA</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>VÀLIDA</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>NO VÀLIDA</translation>
    </message>
    <message>
        <source>Write on the slip:  {receipt}</source>
        <translation>Anoteu a la butlleta:  {receipt}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>NO REGISTRAT: el registre d'auditoria no està disponible. Aviseu l'àrbitre ara mateix.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Premeu qualsevol tecla per continuar</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>NÚMERO DE TAULA?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Escriviu el número de la vostra taula (entre 1 i {most}) amb les tecles numèriques.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Enter: continuar  ·  Backspace: corregir  ·  Esc: tornar a començar</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>QUANTES PARAULES?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Premeu el nombre de paraules que impugneu (entre 1 i {most}). No se'n podran verificar més.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Taula {table}: premeu el nombre de paraules que impugneu (entre 1 i {most}). No se'n podran verificar més.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Esc: enrere</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>VERIFICACIÓ DE FA UN MOMENT</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}: darrera verificació fa %n segon.</numerusform>
            <numerusform>{division}: darrera verificació fa %n segons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}, taula {table}: darrera verificació fa %n segon.</numerusform>
            <numerusform>{division}, taula {table}: darrera verificació fa %n segons.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>La seva butlleta: {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Si aquestes paraules són de la mateixa jugada, el reglament prohibeix verificar-les per separat: totes les paraules impugnades d'una jugada s'escriuen juntes, i després d'un «NO VÀLIDA» no se n'hi afegeix cap més (NSA IV.J.2, NASPA 6.2 «Improper Lookups» [consultes indegudes]).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key}: verificar-les igualment (queda registrat)  ·  qualsevol altra tecla: tornar a les paraules</translation>
    </message>
    <message>
        <source>For comparison, {lexicon}: {verdict} (does not count)</source>
        <translation>A títol comparatiu, {lexicon}: {verdict} (no compta)</translation>
    </message>
    <message>
        <source>A director must clear this screen (director PIN)</source>
        <translation>Només l'àrbitre pot esborrar aquesta pantalla (amb el seu PIN)</translation>
    </message>
    <message>
        <source>IS THIS YOUR GAME?</source>
        <translation>ÉS AQUESTA LA VOSTRA PARTIDA?</translation>
    </message>
    <message>
        <source>WHICH IS YOUR GAME?</source>
        <translation>QUINA ÉS LA VOSTRA PARTIDA?</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two} ({first} first)</source>
        <translation>Tauler {board} · {one} contra {two} (comença {first})</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two}</source>
        <translation>Tauler {board} · {one} contra {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two} ({first} first)</source>
        <translation>Ronda {round} · Taula {table} · {one} contra {two} (comença {first})</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Ronda {round} · Taula {table} · {one} contra {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Ronda {round} · Taula {table}</translation>
    </message>
    <message>
        <source>The pairings have not been updated since {time}: check that this is your game.</source>
        <translation>Els aparellaments no s’han actualitzat des de les {time}: comproveu que aquesta és la vostra partida.</translation>
    </message>
    <message>
        <source>The pairings say this game is already scored: check it is yours.</source>
        <translation>Segons els aparellaments, aquesta partida ja té resultat: comproveu que és la vostra.</translation>
    </message>
    <message>
        <source>From the event's pairings.</source>
        <translation>Segons els aparellaments del torneig.</translation>
    </message>
    <message>
        <source>1 or Enter: yes, our game  ·  0: not our game (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 o Enter: sí, la nostra partida  ·  0: no és la nostra (continuar només amb el número de taula)  ·  Esc: canviar el número de taula</translation>
    </message>
    <message>
        <source>1 or 2: our game  ·  0: neither (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 o 2: la nostra partida  ·  0: cap de les dues (continuar només amb el número de taula)  ·  Esc: canviar el número de taula</translation>
    </message>
    <message>
        <source>1 to {last}: our game  ·  0: none of these (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 a {last}: la nostra partida  ·  0: cap (continuar només amb el número de taula)  ·  Esc: canviar el número de taula</translation>
    </message>
    <message>
        <source>A DIRECTOR IS COMING</source>
        <translation>UN DIRECTOR ÉS DE CAMÍ</translation>
    </message>
    <message>
        <source>NOBODY HAS ANSWERED YET</source>
        <translation>ENCARA NO HA RESPOST NINGÚ</translation>
    </message>
    <message>
        <source>FETCH THE DIRECTOR</source>
        <translation>ANEU A BUSCAR EL DIRECTOR</translation>
    </message>
    <message>
        <source>AN ADJUDICATOR HAS BEEN CALLED</source>
        <translation>S'HA CRIDAT UN ÀRBITRE</translation>
    </message>
    <message>
        <source>AN ARBITER HAS BEEN CALLED</source>
        <translation>S'HA CRIDAT UN ÀRBITRE</translation>
    </message>
    <message>
        <source>A WORD JUDGE HAS BEEN CALLED</source>
        <translation>S'HA CRIDAT UN JUTGE DE PARAULES</translation>
    </message>
    <message>
        <source>Your call was answered. Stay at the station.</source>
        <translation>La vostra crida ha estat atesa. Quedeu-vos al terminal.</translation>
    </message>
    <message>
        <source>Nobody has answered yet: fetch the director. The other player stays here.</source>
        <translation>Encara no ha respost ningú: aneu a buscar el director. L'altre jugador es queda aquí.</translation>
    </message>
    <message>
        <source>This station cannot call anyone: one player fetches the director, the other stays here. The call is recorded.</source>
        <translation>Aquest terminal no pot avisar ningú: un jugador va a buscar el director, l'altre es queda aquí. La crida queda registrada.</translation>
    </message>
    <message>
        <source>Stay at the station: the call is on the directors' screen.</source>
        <translation>Quedeu-vos al terminal: la crida és a la pantalla dels directors.</translation>
    </message>
    <message>
        <source>{key}: the adjudicator is here, back to the station</source>
        <translation>{key}: l'àrbitre ja és aquí, tornar al terminal</translation>
    </message>
    <message>
        <source>{key}: the arbiter is here, back to the station</source>
        <translation>{key}: l'àrbitre ja és aquí, tornar al terminal</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key}: el jutge de paraules ja és aquí, tornar al terminal</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>S'està desant el veredicte al registre d'auditoria…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Cap tecla premuda: la pantalla s'esborrarà d'aquí a %n segon</numerusform>
            <numerusform>Cap tecla premuda: la pantalla s'esborrarà d'aquí a %n segons</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Registre d'auditoria no disponible: aviseu l'àrbitre</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Diccionaris: {names}</translation>
    </message>
    <message>
        <source>No lexicon loaded</source>
        <translation>Cap diccionari carregat</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n paraula</numerusform>
            <numerusform>%n paraules</numerusform>
        </translation>
    </message>
    <message>
        <source>Station: {name}</source>
        <translation>Terminal: {name}</translation>
    </message>
    <message>
        <source>This station is not ready</source>
        <translation>Aquest terminal no està a punt</translation>
    </message>
    <message>
        <source>Call the director.</source>
        <translation>Aviseu l'àrbitre.</translation>
    </message>
    <message>
        <source>No profile is set up.</source>
        <translation>No hi ha cap perfil configurat.</translation>
    </message>
    <message>
        <source>Something unexpected happened: {message}. It was recorded. A director's PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Ha passat una cosa inesperada: {message}. S'ha registrat. El PIN de l'àrbitre (Ctrl+Alt+Shift+D) esborra aquesta pantalla.</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>El registre d'auditoria no s'ha obert en {seconds} s: aviseu l'àrbitre.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Heu dit %n paraula;</numerusform>
            <numerusform>Heu dit %n paraules;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>n'hi ha %n d'escrita.</numerusform>
            <numerusform>n'hi ha %n d'escrites.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type exactly {declared}.</source>
        <translation>Escriviu-ne exactament {declared}.</translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>La jugada es manté. El jugador impugnat suma %n punt</numerusform>
            <numerusform>La jugada es manté. El jugador impugnat suma %n punts</numerusform>
        </translation>
    </message>
    <message>
        <source>The challenger does not lose the turn.</source>
        <translation>Qui impugna no perd el torn.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n paraula × {points}</numerusform>
            <numerusform>%n paraules × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} for the play</source>
        <translation>{points} per la jugada</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>{character} is not a letter of the {alphabet} alphabet</source>
        <translation>{character} no és una lletra de l'alfabet {alphabet}</translation>
    </message>
    <message>
        <source>"{word}": {reason}</source>
        <translation>«{word}»: {reason}</translation>
    </message>
    <message>
        <source>"{word}" is too short: a word has at least {least} letters</source>
        <translation>«{word}» és massa curta: una paraula té com a mínim {least} lletres</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Massa curta: una paraula té com a mínim {least} lletres</translation>
    </message>
    <message>
        <source>"{word}" has {letters} letters: a word has at most {most}</source>
        <translation>«{word}» té {letters} lletres: una paraula en té com a màxim {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>Massa llarga: {letters} lletres; una paraula en té com a màxim {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Escriviu almenys una paraula</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>{typed} paraules escrites: se'n poden impugnar com a màxim {most} alhora</translation>
    </message>
    <message>
        <source>The audit log cannot be written: {why}. Nothing is judged.</source>
        <translation>No es pot escriure al registre d'auditoria: {why}. No es verifica res.</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation>No es pot obrir el registre d'auditoria: {why}</translation>
    </message>
    <message>
        <source>The station's id cannot be read or written in {home}: {why}</source>
        <translation>No es pot llegir ni escriure l'identificador del terminal a {home}: {why}</translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation>Fitxer de configuració del terminal: {why}</translation>
    </message>
    <message>
        <source>waiting for {lexicon} from the head director (event plan {serial})</source>
        <translation>esperant {lexicon} del director del torneig (pla {serial})</translation>
    </message>
    <message>
        <source>event plan {serial} has ended: waiting for the next plan from the head director</source>
        <translation>el pla {serial} del torneig ha acabat: esperant el pla següent del director del torneig</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n paraula, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n paraules, {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no federation preset</comment>
        <translation>(cap)</translation>
    </message>
    <message>
        <source>the log and director mode only</source>
        <translation>només el registre i el mode àrbitre</translation>
    </message>
    <message>
        <source>players too, under the verdict</source>
        <translation>també els jugadors, sota el veredicte</translation>
    </message>
    <message>
        <source>Ask the table number first (every multi-table event)</source>
        <translation>Demana primer el número de taula (qualsevol torneig amb més d'una taula)</translation>
    </message>
    <message>
        <source>Ask how many words before they are typed</source>
        <translation>Demana quantes paraules s'impugnen abans d'escriure-les</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Desa el perfil</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Perfil nou</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Elimina el perfil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Configuració de federació</translation>
    </message>
    <message>
        <source>Players' language</source>
        <translation>Llengua dels jugadors</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Diccionari</translation>
    </message>
    <message>
        <source>Lexicon credit line</source>
        <translation>Crèdit del diccionari</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Regla d'impugnació</translation>
    </message>
    <message>
        <source>Colour band</source>
        <translation>Franja de color</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Segona opinió</translation>
    </message>
    <message>
        <source>Second opinion shown to</source>
        <translation>Segona opinió visible per a</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon}: NO UTILITZABLE ({problem})</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no second-opinion lexicon</comment>
        <translation>(cap)</translation>
    </message>
    <message>
        <source>Clock: {said}</source>
        <translation>Rellotge: {said}</translation>
    </message>
    <message>
        <source>The event plan sets this division's list and rule: {lexicon}, {rule}, from plan {serial}</source>
        <translation>El pla de l’esdeveniment fixa la llista i la regla d’aquesta divisió: {lexicon}, {rule}, segons el pla {serial}</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Regla: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event's own rules before the first round.</source>
        <translation>Comproveu aquesta regla amb el reglament del vostre torneig abans de la primera ronda.</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Canvia el terminal</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Perfils</translation>
    </message>
    <message>
        <source>A station needs at least one profile.</source>
        <translation>Un terminal necessita almenys un perfil.</translation>
    </message>
    <message>
        <source>Remove profile {profile}?</source>
        <translation>Voleu eliminar el perfil {profile}?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>No s'ha canviat</translation>
    </message>
</context>
<context>
    <name>Relay</name>
    <message>
        <source>station {station}: {difference}</source>
        <translation>terminal {station}: {difference}</translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation>divergència a l'entrada {seq}: {message}</translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation>el registre central té fixada una altra clau de signatura per a aquest terminal (s'ha substituït station-key.pem o s'ha copiat d'un altre terminal)</translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation>falta l'entrada {seq} en aquest terminal</translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation>l'entrada {seq} no enllaça amb l'entrada {previous}</translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation>entrada {seq}: {reason}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation>Informe d'auditoria: {where}</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>amb anotacions</translation>
    </message>
    <message>
        <source>out play</source>
        <translation>jugada de tancament</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>salt de rellotge</translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation>nova entrada {receipt}.</translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation>consulta manual: {result}.</translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation>{points} punts descomptats ({player}).</translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation>compensació: {what}.</translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(a seq {seq}, terminal {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(a l'entrada {record})</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>seq {seq}</translation>
    </message>
    <message>
        <source>UTC (the stations' UTC offsets differ)</source>
        <translation>UTC (els terminals tenen desfasaments UTC diferents)</translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation>hora local, {offset}</translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation>Verificacions per dia ({clock})</translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation>Verificacions per hora ({clock})</translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation>{acceptable} vàlides · {unacceptable} no vàlides</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generat</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Terminals</translation>
    </message>
    <message>
        <source>none</source>
        <translation>cap</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Període</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>del {first} al {last}</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>cap entrada</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Entrades</translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation>{records} ({adjudications} verificacions: {acceptable} vàlides, {unacceptable} no vàlides; {events} esdeveniments)</translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation>Elements amb alertes</translation>
    </message>
    <message>
        <source>Clock jumps</source>
        <translation>Salts de rellotge</translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation>Verificació de la cadena</translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation>no verificada per a aquest informe</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Cadena íntegra: %n entrada verificada</numerusform>
            <numerusform>Cadena íntegra: %n entrades verificades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n judici no llistat aquí: {command} exporta tots els registres.</numerusform>
            <numerusform>… %n judicis no llistats aquí: {command} exporta tots els registres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n esdeveniment no llistat aquí: {command} exporta tots els registres.</numerusform>
            <numerusform>… %n esdeveniments no llistats aquí: {command} exporta tots els registres.</numerusform>
        </translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>TRENCADA a seq {seq} (terminal {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gràfics</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation>Vàlides i no vàlides per diccionari</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation>Vàlides i no vàlides per regla d'impugnació</translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation>Aquest informe no conté cap verificació.</translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation>Elements amb alertes ({count})</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Terminal</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipus</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Text escrit / detalls</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicte</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Anotacions</translation>
    </message>
    <message>
        <source>The first {shown} of {count} flagged items are listed; {command} --flagged exports them all.</source>
        <translation>Es llisten els primers {shown} de {count} elements assenyalats; {command} --flagged els exporta tots.</translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation>Cap element amb alertes ni anotacions.</translation>
    </message>
    <message>
        <source>Clock jumps ({count})</source>
        <translation>Salts de rellotge ({count})</translation>
    </message>
    <message>
        <source>A record dated earlier than the record before it in its station's chain, or later than the moment this report was made, or (on the central copy) later than the server received it: the station's clock was wrong or was changed. Its place in the chain, not its date, says when it was made.</source>
        <translation>Un registre datat abans que l’anterior a la cadena de la seva estació, o després del moment en què es va fer aquest informe, o (a la còpia central) després que el servidor el rebés: el rellotge de l’estació anava malament o es va canviar. El seu lloc a la cadena, no la seva data, diu quan es va fer.</translation>
    </message>
    <message>
        <source>No clock jumps.</source>
        <translation>Sense salts de rellotge.</translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation>Verificacions ({count})</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Diccionari</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Text escrit</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Paraules</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per paraula</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Taula</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Butlleta</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Segona opinió ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation>després de {receipt}</translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation>Esdeveniments dels terminals ({count})</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalls</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation>Els resultats per paraula són per a àrbitres i auditors; el terminal mai no mostra als jugadors quina paraula no era vàlida.</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Double challenge</source>
        <translation>Impugnació doble</translation>
    </message>
    <message>
        <source>5-point challenge</source>
        <translation>Impugnació de 5 punts</translation>
    </message>
    <message>
        <source>10-point challenge</source>
        <translation>Impugnació de 10 punts</translation>
    </message>
    <message>
        <source>5-point challenge per play</source>
        <translation>Impugnació de 5 punts per jugada</translation>
    </message>
    <message>
        <source>10-point challenge per play</source>
        <translation>Impugnació de 10 punts per jugada</translation>
    </message>
    <message>
        <source>Single challenge</source>
        <translation>Impugnació simple</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>Re-adjudicated</source>
        <translation>Nova verificació</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultat de la consulta manual</translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation>Penalització per consulta indeguda</translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation>Compensació (NSA IV.K.5)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation>Revocació per consulta manual</translation>
    </message>
    <message>
        <source>Game joined from the final pairings</source>
        <translation>Partida associada segons els aparellaments finals</translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation>decisió desconeguda {category}; trieu-ne una d'aquestes: {choices}</translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation>escriviu una nota: què ha passat i qui ho ha decidit</translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation>la nota té més de {most} caràcters</translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation>indiqueu la butlleta de la nova verificació, p. ex. GK-0042</translation>
    </message>
    <message>
        <source>no adjudication in this log has the receipt {receipt}: give the receipt the station showed with the new verdict</source>
        <translation>cap verificació d'aquest registre no té la butlleta {receipt}: indiqueu la butlleta que l'estació va mostrar amb el nou veredicte</translation>
    </message>
    <message>
        <source>{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication</source>
        <translation>{receipt} és la butlleta del registre sobre el qual es decideix: indiqueu la butlleta de la nova verificació</translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation>el resultat de la consulta manual és VÀLIDA o NO VÀLIDA</translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation>indiqueu quin jugador es penalitza: qui impugna o el jugador impugnat</translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation>la penalització és un nombre de punts entre 1 i 100 (normalment 10)</translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation>indiqueu què s'ha compensat (punts, un torn, temps)</translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation>nova entrada {receipt}</translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation>consulta manual: {result}</translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation>{points} punts descomptats a qui impugna</translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation>{points} punts descomptats al jugador impugnat</translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation>{points} punts descomptats ({player})</translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation>compensació: {compensated}</translation>
    </message>
</context>
<context>
    <name>Runtime</name>
    <message>
        <source>Profile {name}: {problem}</source>
        <translation>Perfil {name}: {problem}</translation>
    </message>
    <message>
        <source>Not in contact with the head director since {time}</source>
        <translation>Sense contacte amb el director del torneig des de les {time}</translation>
    </message>
    <message>
        <source>Not in contact with the head director</source>
        <translation>Sense contacte amb el director del torneig</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Enviament: desactivat (no s'ha definit cap registre central).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station's log and the central copy differ (run 'challenge-kiosk audit compare'). {differences}</source>
        <translation>Enviament: aturat; el registre d'aquest terminal i la còpia central no coincideixen (executeu 'challenge-kiosk audit compare'). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Enviament: no es pot accedir al registre central; es torna a intentar. Darrer error: {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Enviament: s'està connectant al registre central…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Enviament: {copied} copiades, {waiting} en espera.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Enviament: al dia ({copied} copiades en aquesta sessió).</translation>
    </message>
    <message>
        <source>Short sound on the verdict</source>
        <translation>So breu en mostrar el veredicte</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division's language (a sound if no voice)</source>
        <translation>Veredicte en veu alta, en la llengua de la divisió (o un so)</translation>
    </message>
    <message>
        <source>Large print and high contrast on player screens</source>
        <translation>Lletra gran i alt contrast a les pantalles dels jugadors</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Prova la connexió</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Desa la configuració</translation>
    </message>
    <message>
        <source>Restore the last good station file</source>
        <translation>Restaura l'últim fitxer de terminal correcte</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Nom del terminal</translation>
    </message>
    <message>
        <source>Judge key</source>
        <translation>Tecla de verificació</translation>
    </message>
    <message>
        <source>Verdict shown (s)</source>
        <translation>Durada del veredicte (s)</translation>
    </message>
    <message>
        <source>Clear unjudged words after (s)</source>
        <translation>Esborra les paraules no verificades després de (s)</translation>
    </message>
    <message>
        <source>Split-lookup window (s)</source>
        <translation>Interval de verificació fraccionada (s)</translation>
    </message>
    <message>
        <source>Font scale</source>
        <translation>Escala de la lletra</translation>
    </message>
    <message>
        <source>Word-judge key</source>
        <translation>Tecla per cridar el jutge de paraules</translation>
    </message>
    <message>
        <source>Director mode language</source>
        <translation>Llengua del mode àrbitre</translation>
    </message>
    <message>
        <source>Central log</source>
        <translation>Registre central</translation>
    </message>
    <message>
        <source>none</source>
        <translation>cap</translation>
    </message>
    <message>
        <source>Asking the central log…</source>
        <translation>S'està consultant el registre central…</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Canvia el terminal</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>No s'ha canviat</translation>
    </message>
    <message>
        <source>Replace the station's profiles and settings with the last station file that loaded cleanly?</source>
        <translation>Voleu substituir els perfils i la configuració del terminal per l'últim fitxer de terminal que es va carregar sense errors?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaura</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>No s'ha restaurat</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Open to other users, and the station cannot make them private: {files}. Give them to the station's user, or set their modes as an administrator.</source>
        <translation>Accessibles per a altres usuaris, i el terminal no els pot fer privats: {files}. Assigneu-los a l'usuari del terminal o canvieu-ne els permisos com a administrador.</translation>
    </message>
</context>
<context>
    <name>Unrecorded</name>
    <message>
        <source>line {line}: {why}</source>
        <translation>línia {line}: {why}</translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation>línia {line}: escrita per una versió anterior o incompleta</translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation>línia il·legible</translation>
    </message>
    <message>
        <source>{file} cannot be read ({why}); nothing in it was changed</source>
        <translation>{file} no es pot llegir ({why}); no s’hi ha canviat res</translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation>Afegits al registre com a entrades tardanes: {added}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation>Afegits al registre com a entrades tardanes: {added}; ja hi eren: {already}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation>Afegits al registre com a entrades tardanes: {added}; conservats a {file}: {kept} ({problems}).</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation>Afegits al registre com a entrades tardanes: {added}; ja hi eren: {already}; conservats a {file}: {kept} ({problems}).</translation>
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
        <translation>Afegeix-los al registre d'auditoria com a entrades tardanes</translation>
    </message>
    <message>
        <source>Shown at (UTC)</source>
        <translation>Mostrat (hora UTC)</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Divisió</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicte</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Text escrit</translation>
    </message>
    <message>
        <source>Why it was not recorded</source>
        <translation>Per què no es va registrar</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>
            <numerusform>S'ha mostrat %n veredicte als jugadors mentre el registre d'auditoria no el podia enregistrar. Conserva l'hora en què es va mostrar; en afegir-lo, queda marcat com a entrada tardana a la cadena.</numerusform>
            <numerusform>S'han mostrat %n veredictes als jugadors mentre el registre d'auditoria no els podia enregistrar. Cadascun conserva l'hora en què es va mostrar; en afegir-los, queden marcats com a entrades tardanes a la cadena.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Tots els veredictes mostrats en aquest terminal són al registre d'auditoria.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>No s'han afegit: {error}</translation>
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
