// The full descriptions of the five activities (rich text, sanitised when rendered).
// A separate module so the home page does not carry them: /attivita/:id loads it.

export const activityDetails: Readonly<Record<number, string>> = {
  1: `<p>Ogni anno i nostri volontari garantiscono l'<strong>assistenza sanitaria</strong> a decine di manifestazioni: gare podistiche e ciclistiche, partite, concerti, feste patronali e grandi eventi all'aperto.</p>
<h2>Cosa facciamo</h2>
<ul>
  <li>Ambulanze di soccorso con autista e soccorritori certificati;</li>
  <li>squadre a piedi e in bicicletta per raggiungere rapidamente il pubblico;</li>
  <li>posti medici avanzati per le manifestazioni più grandi, in raccordo con il 118.</li>
</ul>
<h2>Come richiederla</h2>
<p>Gli organizzatori possono chiedere un preventivo scrivendoci dal modulo di contatto almeno <strong>30 giorni prima</strong> dell'evento, indicando data, luogo, orari e numero di partecipanti previsto.</p>`,
  2: `<p>Il <strong>Gruppo Giovani</strong> riunisce i volontari dai 14 ai 32 anni. Progettano e realizzano attività pensate dai giovani per i giovani, nelle scuole, nelle piazze e online.</p>
<h2>Le nostre attività</h2>
<ul>
  <li>Educazione alla salute e prevenzione delle dipendenze;</li>
  <li>sicurezza stradale e primo soccorso per le scuole;</li>
  <li>inclusione sociale, educazione alla pace e diritto internazionale umanitario;</li>
  <li>campi estivi e scambi con i giovani di altri comitati.</li>
</ul>
<p>Per entrare basta avere almeno 14 anni e frequentare il <strong>corso di accesso</strong> per volontari: ti aspettiamo in sede!</p>`,
  3: `<p>In convenzione con il <strong>servizio regionale di emergenza sanitaria 118</strong>, il comitato mette a disposizione equipaggi e ambulanze di soccorso avanzato, attivi 24 ore su 24.</p>
<h2>Come lavoriamo</h2>
<p>La centrale operativa del 118 invia l'ambulanza più vicina: i nostri soccorritori, formati secondo gli standard regionali e nazionali, prestano il primo soccorso e trasportano il paziente all'ospedale più adatto.</p>
<ul>
  <li>Turni diurni e notturni, festivi compresi;</li>
  <li>addestramento continuo su rianimazione cardiopolmonare, defibrillazione e trauma;</li>
  <li>mezzi sanificati e controllati a ogni cambio turno.</li>
</ul>
<p>In caso di emergenza chiama sempre il <strong>112</strong>, il numero unico europeo.</p>`,
  4: `<p>Quando il territorio è colpito da un'<strong>emergenza</strong> – un'alluvione, un terremoto, un'ondata di calore – i nostri volontari intervengono al fianco della Protezione Civile.</p>
<h2>In campo</h2>
<ul>
  <li>Allestimento e gestione di campi e centri di accoglienza;</li>
  <li>distribuzione di pasti, acqua e beni di prima necessità;</li>
  <li>supporto psicosociale alle persone colpite;</li>
  <li>ricerca di persone disperse e ricongiungimento familiare.</li>
</ul>
<p>Il comitato fa parte del sistema nazionale di risposta alle emergenze della Croce Rossa Italiana e può essere attivato anche fuori regione.</p>`,
  5: `<p>Il <strong>trasporto sanitario</strong> aiuta chi non può spostarsi da solo a raggiungere ospedali, ambulatori e centri di cura.</p>
<h2>Per chi</h2>
<ul>
  <li>Dimissioni ospedaliere e trasferimenti tra strutture;</li>
  <li>visite specialistiche, esami, terapie e dialisi;</li>
  <li>persone in carrozzina o allettate, con mezzi attrezzati.</li>
</ul>
<h2>Come prenotare</h2>
<p>Chiama il nostro numero verde o scrivici dal modulo di contatto con almeno <strong>48 ore di anticipo</strong>, indicando data, orario, indirizzo di partenza e destinazione.</p>`,
};
