import type { DemoCourse } from './types';

// Lesson bodies of teacher courses 5 and 6 (HTML; lessons reuse them as content and htmlContent).

const grammar1 = `<p>Many learners can complete grammar exercises correctly and then make the same errors in their own writing. The problem is that grammar has been taught in isolation from reading and writing, so learners never see why it matters.</p>
<h3>Grammar as choice</h3>
<p>An effective approach presents grammar as a set of choices that writers make for effect. A passive sentence is not just a structure to identify; it is a way to hide who is responsible or to focus attention on what happened. A short sentence is not just a simple sentence; it can create shock or finality.</p>
<h3>A three-part lesson pattern</h3>
<ol>
<li><strong>Notice:</strong> find the grammar point in a real text and discuss its effect.</li>
<li><strong>Practise:</strong> complete short, focused exercises to secure accuracy.</li>
<li><strong>Apply:</strong> use the grammar point deliberately in a short piece of writing.</li>
</ol>
<p>This pattern keeps grammar connected to meaning and makes it much more likely that learning transfers to independent writing.</p>`;

const grammar2 = `<p>Grammar concepts are abstract, and learners often hold partial or confused understandings. Clear explanation and well-chosen examples prevent misconceptions from forming.</p>
<h3>Explaining clearly</h3>
<ul>
<li>Use consistent terminology across the school, matching the Cambridge curriculum.</li>
<li>Explain with examples and non-examples: show what a relative clause is and what it is not.</li>
<li>Keep explanations short, then check understanding immediately.</li>
</ul>
<h3>Worked examples</h3>
<p>A worked example shows every step of a process. To teach learners to combine two sentences with a relative clause, show the two original sentences, identify the shared noun, choose the relative pronoun, place the clause and add commas if needed. Then give a partially worked example for learners to finish, and finally an unsupported one.</p>
<p>This sequence, sometimes called "I do, we do, you do", reduces the load on working memory and builds accuracy before independence.</p>`;

const grammar3 = `<p>Sentence combining is one of the best-evidenced methods for improving learners' writing. Learners are given a set of short, simple sentences and asked to combine them into a single, more sophisticated sentence.</p>
<h3>An example</h3>
<p>Take three sentences: <em>The boy stood on the balcony. The boy was nervous. He watched the crowd below.</em> These can become <em>Nervous, the boy stood on the balcony and watched the crowd below</em> or <em>The boy, who was nervous, stood on the balcony watching the crowd below.</em> Each version creates a slightly different effect.</p>
<h3>Why it works</h3>
<ul>
<li>Learners practise grammar in the act of writing, not in isolated exercises.</li>
<li>There is more than one correct answer, which encourages discussion of effect.</li>
<li>It builds a repertoire of sentence structures that learners can draw on later.</li>
</ul>
<p>Start with two sentences and increase the number as learners gain confidence. Focus on a particular structure when needed, such as fronted adverbials or relative clauses.</p>`;

const grammar4 = `<p>Punctuation is often taught as a set of rules, but it is better understood as a way of controlling meaning and guiding the reader. When learners understand what punctuation does, they use it more accurately.</p>
<h3>Showing the difference punctuation makes</h3>
<p>Pairs of sentences that differ only in punctuation are powerful teaching tools. Compare <em>My brother, who lives in Alexandria, is a doctor</em> with <em>My brother who lives in Alexandria is a doctor</em>. The first suggests one brother; the second implies there may be others. Discussing such pairs builds real understanding.</p>
<h3>A sequence for punctuation</h3>
<ul>
<li>Full stops and capital letters to mark sentence boundaries.</li>
<li>Commas for lists, clauses and fronted adverbials.</li>
<li>Apostrophes for omission and possession.</li>
<li>Inverted commas and associated punctuation for speech.</li>
<li>Semicolons, colons and dashes for more sophisticated effects.</li>
</ul>
<p>Return to earlier points regularly; secure sentence boundaries are the foundation for everything else.</p>`;

const grammar5 = `<p>Grammar that is taught once and never revisited is quickly forgotten. Retrieval practice, the act of recalling information from memory, strengthens learning and makes it more durable.</p>
<h3>Low-stakes retrieval</h3>
<ul>
<li>Begin lessons with five quick questions on grammar taught last week, last month and last term.</li>
<li>Use mini-whiteboards so every learner answers and you see the results instantly.</li>
<li>Keep it low stakes: the aim is to strengthen memory, not to grade.</li>
</ul>
<h3>Spacing and interleaving</h3>
<p>Spread practice over time rather than concentrating it in a single unit. Mix different grammar points in the same quiz so learners must decide which rule applies, as they do when writing independently.</p>
<h3>Connecting to writing</h3>
<p>End retrieval practice with an application task: "Write one sentence about the picture using a relative clause and a semicolon." This keeps grammar connected to writing and shows learners why it matters.</p>`;

const exams1 = `<p>Effective exam preparation begins with a clear understanding of what the exams assess. Both the Primary Checkpoint, taken in Year 6, and the Lower Secondary Checkpoint, taken in Year 9, assess English through two papers: one based on non-fiction and one based on fiction. Each paper combines reading questions with a writing task.</p>
<h3>What the papers reward</h3>
<ul>
<li>Accurate retrieval and understanding of explicit information.</li>
<li>Inference supported by well-chosen evidence.</li>
<li>Analysis of how writers use language and structure for effect.</li>
<li>Writing that is appropriate to purpose and audience, well organised and technically accurate.</li>
</ul>
<h3>Using official documents</h3>
<p>Always work from the current curriculum framework, specimen papers and mark schemes published by Cambridge, as formats and timings are occasionally revised. Read the mark schemes closely with colleagues: they reveal exactly what distinguishes a partial answer from a full one. This course builds on that understanding to plan preparation across Years 5 to 8, not just in the final term.</p>`;

const exams2 = `<p>Learners perform better when they recognise the type of question in front of them and know what it demands. Teaching question types explicitly removes surprise and builds confidence.</p>
<h3>Common reading question types</h3>
<ul>
<li><strong>Retrieval:</strong> find and copy or paraphrase explicit information.</li>
<li><strong>Inference:</strong> work out implied meaning and support it with evidence.</li>
<li><strong>Vocabulary in context:</strong> explain the meaning of a word or phrase as used in the text.</li>
<li><strong>Language analysis:</strong> explain how a writer's choice of words creates an effect.</li>
<li><strong>Structure:</strong> explain how the organisation of a text shapes the reader's response.</li>
<li><strong>Summary:</strong> select and rephrase relevant points concisely.</li>
</ul>
<h3>Teaching approach</h3>
<p>For each question type, model a full-mark answer, discuss what makes it successful and build a short checklist with learners. Then practise the type in isolation before mixing types together, as they appear in real papers. Keep the checklists visible in the classroom and refer back to them often.</p>`;

const exams3 = `<p>Writing in an exam is different from writing in class. Learners have limited time, no opportunity for extended redrafting and a task they have not seen before.</p>
<h3>Planning quickly</h3>
<p>Teach a planning routine that takes no more than five minutes. For non-fiction, this might be a quick note of audience, purpose and form, followed by a list of paragraph topics. For fiction, a simple five-part structure is often enough. Practise planning on its own: give learners several titles and ask for plans only.</p>
<h3>Building stamina</h3>
<p>Increase the length of timed writing gradually through the year, starting with a single paragraph in ten minutes and building to full responses. Always finish with time for checking.</p>
<h3>Checking with purpose</h3>
<p>Learners should check for their personal most frequent errors, not simply reread. A short personal checklist on the inside cover of their exercise book makes this routine.</p>`;

const exams4 = `<p>Mark schemes are not only for teachers. When learners understand how their work is assessed, they can target their efforts and assess their own progress more accurately.</p>
<h3>Making mark schemes accessible</h3>
<ul>
<li>Rewrite level descriptors in learner-friendly language, keeping the key distinctions.</li>
<li>Pair each descriptor with a short example answer.</li>
<li>Focus on one strand at a time, such as content or accuracy.</li>
</ul>
<h3>Learners as markers</h3>
<p>Give learners anonymous answers to mark using the simplified scheme, then compare their judgements with yours. Discussing the differences is where the learning happens: learners begin to see why an answer that seems long is not necessarily strong, and why precise explanation earns more than general comment.</p>
<p>Over time, learners internalise the criteria and begin to apply them as they write, which is the real goal.</p>`;

const exams5 = `<p>Mock exams are valuable only if the results are used well. A mock that produces a grade but no change in teaching or learning is a missed opportunity.</p>
<h3>Running the mock</h3>
<p>Replicate exam conditions as closely as possible: timing, seating, instructions and silence. This reduces anxiety in the real exam because the experience is familiar.</p>
<h3>Analysing results</h3>
<ul>
<li>Record marks question by question, not just as a total.</li>
<li>Look for patterns across the class: which question types caused most difficulty?</li>
<li>Identify individual learners whose profile differs from the class pattern.</li>
</ul>
<h3>Acting on the analysis</h3>
<p>Plan reteaching for whole-class weaknesses and targeted support for individuals. Share the analysis with learners so they can set specific revision goals, such as "improve explanations in language questions" rather than "do better in reading". Follow up with a short check a few weeks later to see whether the gap has closed.</p>`;

const exams6 = `<p>Exam preparation is not only academic. Anxiety can prevent well-prepared learners from showing what they know, and some pressure from school and home, however well meant, adds to it.</p>
<h3>Reducing anxiety</h3>
<ul>
<li>Make the format familiar through regular practice so that nothing is unexpected.</li>
<li>Teach simple calming techniques, such as slow breathing before starting a paper.</li>
<li>Frame mistakes in practice as useful information rather than failure.</li>
</ul>
<h3>Working with parents</h3>
<p>Parents want to help but may not know how. Share clear guidance on supporting revision at home, the importance of sleep and routine, and how to respond to disappointing practice results. A short information evening or a written guide can prevent a great deal of stress.</p>
<h3>The final weeks</h3>
<p>Shift the focus from new content to consolidation and confidence. Remind learners of how much they have improved, with evidence from their own work.</p>`;

/** Teacher courses 5 and 6 of 8. */
export const demoCoursesPart3: DemoCourse[] = [
  {
    title: 'Grammar Teaching that Sticks',
    description:
      'Teach grammar and punctuation in context so that learners use them accurately in their own writing, with clear explanations, sentence combining and regular retrieval practice.',
    instructor: 'Mr. Thomas Reid',
    level: 'Beginner',
    durationInHours: 6,
    rating: 4.4,
    students: 2350,
    price: 94.99,
    category: 'Grammar',
    lessons: [
      {
        title: 'Grammar in Context, Not Isolation',
        description: 'Presenting grammar as a set of choices writers make for effect.',
        content: grammar1,
        htmlContent: grammar1,
        isPublished: true,
      },
      {
        title: 'Explicit Explanation and Worked Examples',
        description: 'Preventing misconceptions with clear explanations and step-by-step examples.',
        content: grammar2,
        isPublished: true,
        htmlContent: `${grammar2}
<h3>Classroom activity</h3>
<p>Display six sentences and ask learners to sort them into "contains a relative clause" and "does not". Include two tricky non-examples. Discuss the tricky ones before learners write three sentences of their own.</p>`,
      },
      {
        title: 'Sentence Combining',
        description: 'A well-evidenced technique for building sentence variety and control.',
        content: grammar3,
        isPublished: true,
        htmlContent: `${grammar3}
<h3>Classroom activity</h3>
<p>Give pairs four short sentences about a felucca on the Nile at sunset. Each pair writes two different combined versions on a strip of paper. Display the strips and vote on the version with the strongest effect, discussing why.</p>`,
      },
      {
        title: 'Punctuation as Meaning',
        description: 'Teaching punctuation as a way of guiding the reader.',
        content: grammar4,
        htmlContent: grammar4,
        isPublished: true,
      },
      {
        title: 'Retrieval Practice for Grammar',
        description: 'Using spaced, low-stakes quizzing to make grammar learning last.',
        content: grammar5,
        htmlContent: grammar5,
        isPublished: false,
      },
    ],
  },
  {
    title: 'Preparing Students for Checkpoint Exams',
    description:
      'Prepare learners for the Primary and Lower Secondary Checkpoint English papers with confidence: understand what is assessed, teach question types, build writing stamina, use mark schemes and run effective mocks.',
    instructor: 'Dr. Amira Khalil',
    level: 'Advanced',
    durationInHours: 12,
    rating: 4.9,
    students: 980,
    price: 139.99,
    category: 'Exam Preparation',
    lessons: [
      {
        title: 'Understanding the Checkpoint English Papers',
        description: 'What the two papers assess and how to use official documents.',
        content: exams1,
        htmlContent: exams1,
        isPublished: true,
      },
      {
        title: 'Teaching Reading Question Types',
        description: 'Explicit teaching of the main reading question types with model answers.',
        content: exams2,
        isPublished: true,
        htmlContent: `${exams2}
<h3>Classroom activity</h3>
<p>Give groups a set of ten reading questions from different papers, cut up and mixed. Groups sort them by question type and write one tip for answering each type. Compare the tips as a class and agree a final checklist.</p>`,
      },
      {
        title: 'Writing Under Timed Conditions',
        description: 'Quick planning, building stamina and purposeful checking.',
        content: exams3,
        htmlContent: exams3,
        isPublished: true,
      },
      {
        title: 'Using Mark Schemes with Learners',
        description: 'Helping learners understand how their work is assessed.',
        content: exams4,
        isPublished: true,
        htmlContent: `${exams4}
<h3>Classroom activity</h3>
<p>Give pairs three anonymous answers to a six-mark language question and a simplified mark scheme. Pairs rank the answers and award marks, then compare with the teacher's marks. Discuss the biggest disagreement as a class.</p>`,
      },
      {
        title: 'Mock Exams and Analysing Results',
        description: 'Running realistic mocks and using question-level analysis to plan.',
        content: exams5,
        htmlContent: exams5,
        isPublished: true,
      },
      {
        title: 'Supporting Exam Wellbeing',
        description: 'Reducing anxiety and working with parents in the run-up to the exams.',
        content: exams6,
        htmlContent: exams6,
        isPublished: false,
      },
    ],
  },
];
